import { createRecentlyViewed, type RecentlyViewed } from '@citerne/account';

let store: RecentlyViewed | undefined;

/**
 * The browser's one list of recently viewed products (SPEC §2 My Account "recently viewed products"), kept in
 * `localStorage`; on the server, an empty list that keeps nothing.
 *
 * @example
 * recentlyViewedStore().record({ sku, name, href, image });
 */
export function recentlyViewedStore(): RecentlyViewed {
  store ??= createRecentlyViewed({ storage: typeof window === 'undefined' ? null : window.localStorage });
  return store;
}
