import type { SavedProduct } from '../saved/SavedProduct';

/**
 * The wishlist after login: the customer's list from the server, then the guest's products it does not hold
 * yet — every product of either list once, none lost, none doubled (issue 17 "merged at login").
 * @example
 * mergeWishlists(serverList, guestList).map((product) => product.sku);
 */
export function mergeWishlists(server: readonly SavedProduct[], guest: readonly SavedProduct[]): SavedProduct[] {
  const merged: SavedProduct[] = [];
  const seen = new Set<string>();
  for (const product of [...server, ...guest]) {
    if (seen.has(product.sku)) continue;
    seen.add(product.sku);
    merged.push(product);
  }
  return merged;
}
