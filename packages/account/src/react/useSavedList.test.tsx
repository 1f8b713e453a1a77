// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSavedList } from '../saved/createSavedList';
import { useSavedList } from './useSavedList';

afterEach(cleanup);

function Count({ list }: { list: ReturnType<typeof createSavedList> }) {
  return <output>{useSavedList(list).length}</output>;
}

describe('useSavedList', () => {
  it('re-renders with every change of the list', () => {
    const list = createSavedList({ key: 'k', limit: 4 });
    render(<Count list={list} />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => {
      list.add({ sku: 'A', name: 'A', href: '/p/A/a' });
    });
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('renders an empty list on the server', () => {
    const list = createSavedList({ key: 'k', limit: 4 });
    list.add({ sku: 'A', name: 'A', href: '/p/A/a' });
    expect(renderToString(<Count list={list} />)).toBe('<output>0</output>');
  });
});
