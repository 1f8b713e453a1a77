import type { CartLine } from '../item/CartLineSchema';
import type { CartState } from './CartState';

/**
 * Adds a line (SPEC §4 "Cart"): a line with the same checksum already in the cart has its quantity
 * raised by the added quantity; a new line is appended. Pure: returns the new state.
 * @example
 * const next = addCartItem(state, { sku: 'VA-PVC-40', qty: 1, checksum });
 */
export function addCartItem(state: CartState, line: CartLine): CartState {
  const index = state.items.findIndex((item) => item.checksum === line.checksum);
  if (index < 0) return { ...state, items: [...state.items, line] };
  const items = state.items.map((item, at) => (at === index ? { ...item, qty: item.qty + line.qty } : item));
  return { ...state, items };
}
