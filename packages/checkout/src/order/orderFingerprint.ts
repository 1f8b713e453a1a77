import type { PlaceOrderRequest } from '@citerne/core-api/contract';
import { canonicalJson } from './canonicalJson';
import { hashText } from './hashText';

/**
 * Identifies an order request without its `order_id` and its server cart id: the hash of its canonical
 * JSON (keys sorted). The same request gives the same fingerprint however its keys are ordered; other
 * lines, details, methods or user give another. The server cart id is left out on purpose: once an
 * order is placed its server cart is closed, and a shopper who lost the answer and reloads gets a new
 * server cart with the same lines — that is still the same order (see `orderAttemptFor`).
 * Pure and synchronous (browsers included).
 * @example
 * orderFingerprint(request) === orderFingerprint({ ...request }); // true
 */
export function orderFingerprint(request: Omit<PlaceOrderRequest, 'order_id'>): string {
  const {
    order_id: _orderId,
    cart_id: _cartId,
    ...rest
  } = request as Omit<PlaceOrderRequest, 'order_id'> & { order_id?: unknown };
  return hashText(canonicalJson(rest));
}
