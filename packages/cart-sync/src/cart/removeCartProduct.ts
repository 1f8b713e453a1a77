import type { CartState } from './CartState';
import { dropCartLines } from './dropCartLines';

/**
 * Removes a product from the cart (SPEC §4 "Cart": removal drops the matching item and its children by
 * parent sku): every line of this sku, whatever its options, and every line whose `parentSku` is this
 * sku — removing a configurable product removes its variant lines. Removed lines the current server
 * cart holds are remembered in `removed`, to be deleted on the server at the next sync.
 * @example
 * const next = removeCartProduct(state, 'CS-EP-1'); // CS-EP-1-VERT and CS-EP-1-NOIR go
 */
export function removeCartProduct(state: CartState, sku: string): CartState {
  return dropCartLines(state, (item) => item.sku === sku || item.parentSku === sku);
}
