import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price';

afterEach(cleanup);

describe('Price', () => {
  it('shows the amount in the shop format with its tax mention', () => {
    const { container } = render(<Price amount={1234.5} taxLabel="TTC" />);
    expect(container.textContent).toBe('1\u202F234,50\u00A0€ TTC');
  });

  it('strikes the original price only when it is higher than the paid price', () => {
    const { container, rerender } = render(<Price amount={349} originalAmount={399} originalLabel="Prix initial :" />);
    expect(container.querySelector('del')?.textContent).toBe('Prix initial : 399,00\u00A0€');
    rerender(<Price amount={349} originalAmount={300} />);
    expect(container.querySelector('del')).toBeNull();
  });
});
