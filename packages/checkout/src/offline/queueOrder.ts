import type { CartSync } from '@citerne/cart-sync';
import { syncTaskForCall } from '@citerne/core-api';
import { placeOrderCall } from '@citerne/core-api/contract';
import { checkoutMessages } from '../message/checkoutMessages';
import { buildPlaceOrderRequest } from '../order/buildPlaceOrderRequest';
import { orderAttemptFor } from '../order/orderAttemptFor';
import { canPayOffline } from '../payment/canPayOffline';
import type { CheckoutState } from '../state/CheckoutState';
import type { CheckoutAction } from '../state/checkoutReducer';
import type { OrderQueue } from './OrderQueue';
import { ORDER_TASK_EVENT, type PendingOrder, pendingOrderOf } from './PendingOrder';

/** Options of {@link queueOrder}. */
export interface QueueOrderOptions {
  /** The offline orders' sync task queue (IndexedDB). */
  readonly queue: Pick<OrderQueue, 'queue'>;
  readonly state: CheckoutState;
  readonly cart: Pick<CartSync, 'getState'>;
  readonly userId?: number | null | undefined;
  /** Records the attempt (`order/attempt`): the order keeps one idempotency key whichever way it is sent. */
  readonly dispatch: (action: CheckoutAction) => void;
  readonly makeId?: (() => string) | undefined;
}

/**
 * How keeping an order offline ended: `queued` (pending, never placed, until the server answers), `needs-network`
 * (a card is paid on the provider's page: the order cannot wait), `failed` (no server cart, empty cart, or the
 * browser could not store it — nothing was kept).
 */
export type QueueOrderOutcome =
  | { readonly kind: 'queued'; readonly pending: PendingOrder }
  | { readonly kind: 'needs-network' | 'failed'; readonly message: string };

/**
 * Keeps the order in the offline orders' queue (SPEC §4 "Offline and online": offline orders are queued, then sent
 * and confirmed when back online). The request is the one `placeOrder` would send, under the checkout's attempt: its
 * `order_id` is the task id and the `Idempotency-Key`, so the queued order, a retry after a reload and a click on
 * "place order" once online are one order. Queuing the same attempt twice keeps one task. Only a payment made
 * after the order (cash on delivery, bank transfer) can wait; the cart keeps its lines until the server answers.
 * @example
 * const outcome = await queueOrder({ queue: ordersQueue, state, cart: cartSync, userId, dispatch });
 * if (outcome.kind === 'queued') show(outcome.pending); // "en attente d'envoi"
 */
export async function queueOrder(options: QueueOrderOptions): Promise<QueueOrderOutcome> {
  const { queue, state, cart, userId, dispatch, makeId } = options;
  if (!canPayOffline(state.paymentDetails.paymentMethod)) {
    return { kind: 'needs-network', message: checkoutMessages.paymentNeedsNetwork };
  }
  const { serverToken, items } = cart.getState();
  if (!serverToken) return { kind: 'failed', message: checkoutMessages.cartNotConnected };
  if (items.length === 0) return { kind: 'failed', message: checkoutMessages.cartEmpty };
  const request = buildPlaceOrderRequest(state, { serverToken, items }, userId);
  const attempt = orderAttemptFor(state, request, makeId);
  const body = { ...request, cart_id: attempt.cartId, order_id: attempt.orderId };
  let task: Awaited<ReturnType<OrderQueue['queue']>>;
  try {
    task = await queue.queue(
      syncTaskForCall(
        placeOrderCall,
        { body },
        // Kept once answered, so every open tab reads the answer (SPEC §4: a cacheable result is kept).
        { task_id: attempt.orderId, callback_event: ORDER_TASK_EVENT, silent: true, is_result_cacheable: true },
      ),
    );
  } catch {
    // A full or blocked IndexedDB: nothing is pending, and the shopper must not believe otherwise.
    return { kind: 'failed', message: checkoutMessages.orderNotKeptOffline };
  }
  dispatch({ type: 'order/attempt', attempt });
  const pending = pendingOrderOf(task);
  if (!pending) return { kind: 'failed', message: checkoutMessages.orderNotKeptOffline };
  return { kind: 'queued', pending };
}
