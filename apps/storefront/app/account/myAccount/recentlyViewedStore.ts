import { createRecentlyViewed, type RecentlyViewed } from '@citerne/account';
import { shopStorage } from '../../storage/shopStorage';

let store: RecentlyViewed | undefined;

/**
 * The browser's one list of recently viewed products (SPEC §2 My Account "recently viewed products"), kept in
 * `localStorage` through the shop's guarded storage (SPEC §4 "Storage", §9 "Storage and cache"); on the server, an
 * empty list that keeps nothing.
 *
 * @example
 * recentlyViewedStore().record({ sku, name, href, image });
 */
export function recentlyViewedStore(): RecentlyViewed {
  store ??= createRecentlyViewed({ storage: typeof window === 'undefined' ? null : shopStorage() });
  return store;
}
