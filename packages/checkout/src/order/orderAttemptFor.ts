import type { PlaceOrderRequest } from '@citerne/core-api/contract';
import type { CheckoutState } from '../state/CheckoutState';
import { newOrderId } from './newOrderId';
import type { OrderAttempt } from './OrderAttempt';
import { orderFingerprint } from './orderFingerprint';

// What the contract's `order_id` and the API's `Idempotency-Key` accept.
const ORDER_ID = /^[\w.:-]{1,64}$/;

/**
 * The attempt to place this request with: the checkout's current attempt while the request is the
 * same (same fingerprint), so a double click, a retry after a network error or a reload never makes
 * two orders; a new attempt with a new id otherwise, so a changed cart or changed details never reuse
 * a key (the API answers 422 to a key reused with another request). `makeId` defaults to
 * `o-{epoch ms}-{random UUID}`; its ids must be letters, digits, `_ . : -`, at most 64 characters.
 * @example
 * const attempt = orderAttemptFor(state, request);
 * dispatch({ type: 'order/attempt', attempt });
 * await client.order.place({ ...request, order_id: attempt.orderId });
 */
export function orderAttemptFor(
  state: Pick<CheckoutState, 'attempt'>,
  request: Omit<PlaceOrderRequest, 'order_id'>,
  makeId: () => string = newOrderId,
): OrderAttempt {
  const fingerprint = orderFingerprint(request);
  if (state.attempt?.fingerprint === fingerprint) return state.attempt;
  const orderId = makeId();
  if (!ORDER_ID.test(orderId)) {
    throw new TypeError(
      `An order id must be 1 to 64 letters, digits, "_", ".", ":" or "-": got ${JSON.stringify(orderId)}.`,
    );
  }
  return { orderId, fingerprint, cartId: String(request.cart_id) };
}
