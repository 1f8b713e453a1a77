import type { CartState } from './CartState';
import { dropCartLines } from './dropCartLines';

/**
 * Removes the line with this checksum and its children, the lines whose `parentSku` is its sku
 * (SPEC §4 "Cart"). Removed lines the current server cart holds are remembered in `removed`, to be
 * deleted on the server at the next sync even after a reload. To remove a product with all its lines
 * (a configurable product and its variants), see the `removeProduct` action of {@link cartReducer}.
 * @example
 * const next = removeCartItem(state, line.checksum);
 */
export function removeCartItem(state: CartState, checksum: string): CartState {
  const target = state.items.find((item) => item.checksum === checksum);
  if (!target) return state;
  return dropCartLines(state, (item) => item === target || item.parentSku === target.sku);
}
