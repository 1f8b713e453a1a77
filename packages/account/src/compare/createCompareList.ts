import { createSavedList, type SavedList } from '../saved/createSavedList';
import type { StorageLike } from '../session/StorageLike';

/** How many products the compare page sets side by side (issue 17: "up to 4 products"). */
export const COMPARE_LIMIT = 4;

/** Where the compare list is kept in the browser: one key, a JSON array, oldest first. */
export const COMPARE_STORAGE_KEY = 'compare-products';

/**
 * The compare list (SPEC §2 "Compare products"): up to {@link COMPARE_LIMIT} products, each once, kept in the
 * browser and read back through a schema (damaged data reads as an empty list). A fifth `add` answers `'full'`
 * and changes nothing, so the page can say the limit. Cleared at logout (SPEC §4 "Session") by the shop's
 * session wiring. It lives in this package beside the wishlist and the recently viewed list: the three are the
 * shopper's own lists, kept locally and cleared with the session.
 * @example
 * const compare = createCompareList({ storage: window.localStorage });
 * compare.add({ sku: 'CS-EP-5', name: 'Citerne souple 5 m³', href: '/p/CS-EP-5/citerne-5m3' }); // 'added'
 */
export function createCompareList(options: { readonly storage?: StorageLike | null } = {}): SavedList {
  return createSavedList({ key: COMPARE_STORAGE_KEY, limit: COMPARE_LIMIT, storage: options.storage ?? null });
}
