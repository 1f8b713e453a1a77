import type { CommerceContext } from '../../commerce/CommerceContext';
import { createAccountFromOrder } from '../../order/createAccountFromOrder';
import { loadOrderViews } from '../../order/loadOrderViews';
import { openOrder } from '../../order/openOrder';
import { placeOrder } from '../../order/placeOrder';
import { reorder } from '../../order/reorder';
import { retryPayment } from '../../order/retryPayment';
import { releaseAbandonedPayments } from '../../payment/releaseAbandonedPayments';
import type { OrderAccess, OrderPlatform } from '../OrderPlatform';

/**
 * The orders of the embedded platform: one transaction takes the stock, writes the order and closes the cart;
 * stock held by payments abandoned elsewhere is released before an order is placed or paid again.
 * @example
 * const orders = embeddedOrders(context);
 */
export function embeddedOrders(context: CommerceContext): OrderPlatform {
  const { db } = context;
  const open = (orderNumber: string, { shopper, key }: OrderAccess) =>
    openOrder(db, orderNumber, { customer: shopper, key });
  return {
    async place(body, idempotencyKey, shopper) {
      await releaseAbandonedPayments(context);
      const { result } = await placeOrder(context, body, idempotencyKey, shopper);
      return result;
    },
    async view(orderNumber, access) {
      const [view] = await loadOrderViews(db, [await open(orderNumber, access)]);
      if (view === undefined) throw new Error(`The order ${orderNumber} has no view.`);
      return view;
    },
    async retryPayment(orderNumber, access, methodCode) {
      const order = await open(orderNumber, access);
      await releaseAbandonedPayments(context);
      return retryPayment(context, order, methodCode);
    },
    async reorder(orderNumber, access) {
      return reorder(context, await open(orderNumber, access), access.shopper);
    },
    async createAccount(orderNumber, key, password) {
      return createAccountFromOrder(context, await open(orderNumber, { shopper: null, key }), password);
    },
  };
}
