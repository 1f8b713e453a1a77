import type { CartState, RemovedLine } from './CartState';

/**
 * Removes the line with this checksum and its children, the lines whose `parentSku` is its sku
 * (SPEC §4 "Cart"). Removed lines the current server cart holds are remembered in `removed`, to be
 * deleted on the server at the next sync even after a reload.
 * @example
 * const next = removeCartItem(state, line.checksum);
 */
export function removeCartItem(state: CartState, checksum: string): CartState {
  const target = state.items.find((item) => item.checksum === checksum);
  if (!target) return state;
  const goes = (item: (typeof state.items)[number]) => item === target || item.parentSku === target.sku;
  const removed: RemovedLine[] = [...state.removed];
  for (const item of state.items.filter(goes)) {
    const cartId = item.server_cart_id === undefined ? undefined : String(item.server_cart_id);
    if (item.server_item_id !== undefined && cartId !== undefined && cartId === state.serverToken) {
      removed.push({ cartId, itemId: item.server_item_id, sku: item.sku });
    }
  }
  return { ...state, items: state.items.filter((item) => !goes(item)), removed };
}
