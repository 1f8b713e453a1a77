import type { Order } from '../contract/order/order';
import { orderCreateAccountCall } from '../contract/order/orderCreateAccountCall';
import { orderReorderCall, type ReorderResult } from '../contract/order/orderReorderCall';
import { orderRetryPaymentCall, type RetryPaymentResult } from '../contract/order/orderRetryPaymentCall';
import { orderViewCall } from '../contract/order/orderViewCall';
import { type PlaceOrderRequest, type PlaceOrderResult, placeOrderCall } from '../contract/order/placeOrderCall';
import type { UserProfile } from '../contract/user/userProfile';
import { type ClientContext, callApi } from './callApi';

/** Who may act on an order besides its owner (user token): whoever holds its access `key`. */
export interface OrderAccess {
  /** The order's access key (given back on the invoice and payment return links). */
  key?: string;
}

/** The order calls of SPEC §7. */
export interface OrderClient {
  /** Places the order; resolves the order id, number, status and the card payment redirect URL if any. */
  place(order: PlaceOrderRequest): Promise<PlaceOrderResult>;
  /**
   * Reads an order by number, for its owner (user token) or with its access `key` (the invoice link's);
   * anyone else gets an `ApiError` 404.
   */
  view(orderNumber: string, access?: OrderAccess): Promise<Order>;
  /**
   * Pays again an order whose card payment failed, with another method (a card provider, or an offline
   * method for a shipped order); resolves the new status and the provider's page (`null` offline).
   * A paid order, or one not waiting for a payment, is an `ApiError` 409; somebody else's order a 404.
   */
  retryPayment(orderNumber: string, paymentMethodCode: string, access?: OrderAccess): Promise<RetryPaymentResult>;
  /**
   * Puts the order's lines in a server cart at today's prices (a new guest cart, or the customer's cart
   * with a user token); resolves its id and the skus left out because they can no longer be sold.
   */
  reorder(orderNumber: string, access?: OrderAccess): Promise<ReorderResult>;
  /**
   * Creates an account from a guest order (its access `key` proves it is the caller's): the order's e-mail, names and
   * address, the given password; the order moves into the account. Log in afterwards.
   */
  createAccount(orderNumber: string, password: string, access: OrderAccess): Promise<UserProfile>;
}

/**
 * Creates the order calls. The order's `order_id` is also sent as the `Idempotency-Key` header, so a
 * retried order is placed once.
 *
 * @example
 * const { orderNumber, paymentRedirectUrl } = await createOrderClient(context).place(order);
 */
export function createOrderClient(context: ClientContext): OrderClient {
  return {
    async place(order) {
      const headers = { 'Idempotency-Key': order.order_id.trim() };
      return (await callApi(context, placeOrderCall, { body: order, headers })).result;
    },
    async view(orderNumber, access = {}) {
      return (await callApi(context, orderViewCall, { params: { orderNumber }, query: { key: access.key } })).result;
    },
    async retryPayment(orderNumber, paymentMethodCode, access = {}) {
      const input = {
        params: { orderNumber },
        query: { key: access.key },
        body: { payment_method_code: paymentMethodCode },
      };
      return (await callApi(context, orderRetryPaymentCall, input)).result;
    },
    async reorder(orderNumber, access = {}) {
      return (await callApi(context, orderReorderCall, { params: { orderNumber }, query: { key: access.key } })).result;
    },
    async createAccount(orderNumber, password, access) {
      const input = { params: { orderNumber }, query: { key: access.key }, body: { password } };
      return (await callApi(context, orderCreateAccountCall, input)).result;
    },
  };
}
