import type { CartLine } from '../item/CartLineSchema';
import type { CartState, RemovedLine } from './CartState';

/**
 * Drops the lines `goes` picks. Those the current server cart holds are remembered in `removed`, to be
 * deleted on the server at the next sync even after a reload (SPEC §4 "Offline and online").
 * @example
 * const next = dropCartLines(state, (line) => line.sku === 'VA-PVC-40');
 */
export function dropCartLines(state: CartState, goes: (line: CartLine) => boolean): CartState {
  const dropped = state.items.filter(goes);
  if (dropped.length === 0) return state;
  const removed: RemovedLine[] = [...state.removed];
  for (const item of dropped) {
    const cartId = item.server_cart_id === undefined ? undefined : String(item.server_cart_id);
    if (item.server_item_id !== undefined && cartId !== undefined && cartId === state.serverToken) {
      removed.push({ cartId, itemId: item.server_item_id, sku: item.sku });
    }
  }
  return { ...state, items: state.items.filter((item) => !goes(item)), removed };
}
