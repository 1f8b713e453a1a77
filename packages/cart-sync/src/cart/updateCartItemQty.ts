import type { CartState } from './CartState';

/**
 * Sets the quantity of the line with this checksum (SPEC §4 "Cart": items are updated). Unknown
 * checksums and quantities that are not positive whole numbers leave the state as it is.
 * @example
 * const next = updateCartItemQty(state, line.checksum, 3);
 */
export function updateCartItemQty(state: CartState, checksum: string, qty: number): CartState {
  if (!Number.isInteger(qty) || qty < 1) return state;
  if (!state.items.some((item) => item.checksum === checksum)) return state;
  return { ...state, items: state.items.map((item) => (item.checksum === checksum ? { ...item, qty } : item)) };
}
