import type { CartState, RemovedLine } from './CartState';

/**
 * Empties the cart (SPEC §4 "Cart"): no lines, no totals. The lines the server cart holds are
 * remembered as removals, so whenever the cart syncs next they go from the server too and never come
 * back. With `disconnect` the server cart is dropped instead (its token, pending removals, coupon,
 * chosen methods and bypass counter): the server cart keeps its lines and the next sync starts a new one.
 * @example
 * const next = clearCart(state, { disconnect: true });
 */
export function clearCart(state: CartState, { disconnect = false }: { disconnect?: boolean } = {}): CartState {
  const cleared: CartState = { ...state, items: [], hash: null, platformTotals: null, platformTotalSegments: [] };
  if (disconnect) {
    return {
      ...cleared,
      removed: [],
      serverToken: null,
      coupon: null,
      shippingMethodCode: null,
      paymentMethodCode: null,
      bypassCount: 0,
      paymentMethods: [],
    };
  }
  const removed: RemovedLine[] = [...state.removed];
  for (const item of state.items) {
    const cartId = item.server_cart_id === undefined ? undefined : String(item.server_cart_id);
    if (item.server_item_id !== undefined && cartId !== undefined && cartId === state.serverToken) {
      removed.push({ cartId, itemId: item.server_item_id, sku: item.sku });
    }
  }
  return { ...cleared, removed };
}
