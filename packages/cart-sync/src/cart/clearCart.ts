import type { CartState } from './CartState';
import { dropCartLines } from './dropCartLines';

/**
 * Empties the cart (SPEC §4 "Cart"): no lines, no totals. The lines the server cart holds are
 * remembered as removals, so whenever the cart syncs next they go from the server too and never come
 * back. With `disconnect` the server cart is dropped instead (its token, pending removals, coupons,
 * chosen methods and bypass counter): the server cart keeps its lines and the next sync starts a new one.
 * @example
 * const next = clearCart(state, { disconnect: true });
 */
export function clearCart(state: CartState, { disconnect = false }: { disconnect?: boolean } = {}): CartState {
  const noTotals = { hash: null, platformTotals: null, platformTotalSegments: [] };
  if (disconnect) {
    return {
      ...state,
      ...noTotals,
      items: [],
      removed: [],
      serverToken: null,
      coupon: null,
      couponToCarry: null,
      shippingMethodCode: null,
      paymentMethodCode: null,
      bypassCount: 0,
      paymentMethods: [],
    };
  }
  return { ...dropCartLines(state, () => true), ...noTotals };
}
