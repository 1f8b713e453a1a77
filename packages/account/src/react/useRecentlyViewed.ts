import { useSyncExternalStore } from 'react';
import type { RecentlyViewed } from '../recent/createRecentlyViewed';
import type { RecentlyViewedProduct } from '../recent/RecentlyViewedProduct';

const none: readonly RecentlyViewedProduct[] = [];
const serverSnapshot = () => none;

/**
 * The recently viewed products, newest first, re-rendering on every change (`useSyncExternalStore`); an empty
 * list on the server and while hydrating, as the server has no browser storage.
 * @example
 * const products = useRecentlyViewed(recentlyViewed);
 * return <ul>{products.map((product) => <li key={product.sku}><a href={product.href}>{product.name}</a></li>)}</ul>;
 */
export function useRecentlyViewed(store: RecentlyViewed): readonly RecentlyViewedProduct[] {
  return useSyncExternalStore(store.subscribe, store.list, serverSnapshot);
}
