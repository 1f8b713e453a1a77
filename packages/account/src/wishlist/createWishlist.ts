import { WISHLIST_LIMIT } from '@citerne/core-api/contract';
import { createSavedList, type SavedList } from '../saved/createSavedList';
import type { StorageLike } from '../session/StorageLike';

/** Where the wishlist is kept in the browser: one key, a JSON array, oldest first. */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/**
 * The wishlist as the browser holds it (SPEC §2 "Wishlist"): a guest's whole list, or the local copy of a
 * customer's list kept on the server (`user/wishlist` calls). At most the contract's `WISHLIST_LIMIT` products,
 * each once, read back through a schema; cleared at logout (SPEC §4 "Session").
 * @example
 * const wishlist = createWishlist({ storage: window.localStorage });
 * wishlist.add({ sku: 'CS-EP-5', name: 'Citerne souple 5 m³', href: '/p/CS-EP-5/citerne-5m3' });
 */
export function createWishlist(options: { readonly storage?: StorageLike | null } = {}): SavedList {
  return createSavedList({ key: WISHLIST_STORAGE_KEY, limit: WISHLIST_LIMIT, storage: options.storage ?? null });
}
