import type { Order } from '../contract/order/order';
import { orderViewCall } from '../contract/order/orderViewCall';
import { type PlaceOrderRequest, type PlaceOrderResult, placeOrderCall } from '../contract/order/placeOrderCall';
import { type ClientContext, callApi } from './callApi';

/** The order calls of SPEC §7. */
export interface OrderClient {
  /** Places the order; resolves the order id, number, status and the card payment redirect URL if any. */
  place(order: PlaceOrderRequest): Promise<PlaceOrderResult>;
  /**
   * Reads an order by number, for its owner (user token) or with its access `key` (the invoice link's);
   * anyone else gets an `ApiError` 404.
   */
  view(orderNumber: string, access?: { key?: string }): Promise<Order>;
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
  };
}
