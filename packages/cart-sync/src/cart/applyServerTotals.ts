import type { PaymentMethod, Totals } from '@citerne/core-api/contract';
import type { CartState } from './CartState';
import { cartHash } from './cartHash';

/**
 * Applies server totals (SPEC §4 "Cart": server totals overwrite item data and payment methods): each
 * line the totals name (by server item id) takes the server's `totals`, unit prices and name; the
 * totals, their segments and the payment methods replace the cart's; the hash records the cart the
 * totals are for (`hash`: the cart when the totals were asked, else the current one). The payment
 * methods are kept as the server gives them (it already leaves out what the cart cannot use); the
 * checkout decides what to show (`availablePaymentMethods` of `@citerne/checkout`).
 * @example
 * const next = applyServerTotals(state, await client.cart.totals());
 */
export function applyServerTotals(
  state: CartState,
  totals: Totals,
  { paymentMethods, hash }: { paymentMethods?: readonly PaymentMethod[]; hash?: string } = {},
): CartState {
  const byId = new Map(totals.items.map((item) => [item.item_id, item]));
  const items = state.items.map((line) => {
    const current = line.server_cart_id !== undefined && String(line.server_cart_id) === state.serverToken;
    const server = current && line.server_item_id !== undefined ? byId.get(line.server_item_id) : undefined;
    if (!server) return line;
    return {
      ...line,
      ...(server.name ? { name: server.name } : {}),
      ...(server.price !== undefined ? { price: server.price } : {}),
      ...(server.price_incl_tax !== undefined ? { price_incl_tax: server.price_incl_tax } : {}),
      totals: { ...server },
    };
  });
  const coupon = totals.coupon_code ? { code: totals.coupon_code } : null;
  const methods = paymentMethods ?? totals.payment_methods ?? state.paymentMethods;
  return {
    ...state,
    items,
    platformTotals: totals,
    platformTotalSegments: totals.total_segments,
    paymentMethods: [...methods],
    coupon,
    hash: hash ?? cartHash({ ...state, coupon }),
  };
}
