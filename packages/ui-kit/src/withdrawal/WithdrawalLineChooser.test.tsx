import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withdrawalChooserLabels, withdrawalLines } from '../fixtures/withdrawal';
import { WithdrawalLineChooser } from './WithdrawalLineChooser';

afterEach(cleanup);

describe('WithdrawalLineChooser', () => {
  it('offers the withdrawable lines and says why the made-to-measure one cannot be withdrawn', () => {
    const onChange = vi.fn();
    render(
      <WithdrawalLineChooser
        lines={withdrawalLines}
        chosen={{ 41: 2 }}
        onChange={onChange}
        labels={withdrawalChooserLabels}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText(/exclu du droit de rétractation/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantité retournée' }), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith(41, 1);
    fireEvent.click(screen.getByRole('checkbox', { name: /Tuyau/ }));
    expect(onChange).toHaveBeenLastCalledWith(42, 1);
  });
});
