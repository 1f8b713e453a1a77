// @vitest-environment happy-dom

import { createMemoryStorage } from '@repo/test-utils';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecentlyViewed, type RecentlyViewed } from '../recent/createRecentlyViewed';
import { useRecentlyViewed } from './useRecentlyViewed';

afterEach(cleanup);

function List({ store }: { store: RecentlyViewed }) {
  const products = useRecentlyViewed(store);
  return (
    <ul>
      {products.map((product) => (
        <li key={product.sku}>{product.name}</li>
      ))}
    </ul>
  );
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useRecentlyViewed', () => {
  it('lists the products, newest first, and follows new views', () => {
    const store = createRecentlyViewed({ storage: createMemoryStorage() });
    store.record({ sku: 'A', name: 'Citerne A', href: '/p/A/a' });
    render(<List store={store} />);
    expect(names()).toEqual(['Citerne A']);
    act(() => store.record({ sku: 'B', name: 'Citerne B', href: '/p/B/b' }));
    expect(names()).toEqual(['Citerne B', 'Citerne A']);
    act(() => store.clear());
    expect(names()).toEqual([]);
  });

  it('the server renders an empty list, whatever the browser holds', () => {
    const store = createRecentlyViewed({ storage: createMemoryStorage() });
    store.record({ sku: 'A', name: 'Citerne A', href: '/p/A/a' });
    expect(renderToString(<List store={store} />)).toBe('<ul></ul>');
  });
});
