import type { CartSync, StorageLike } from '@citerne/cart-sync';
import type { OrderClient } from '@citerne/core-api';
import { checkoutMessages } from '../message/checkoutMessages';
import type { CheckoutState } from '../state/CheckoutState';
import type { CheckoutAction } from '../state/checkoutReducer';
import { buildPlaceOrderRequest } from './buildPlaceOrderRequest';
import { failureOutcome } from './failureOutcome';
import { LAST_CART_BYPASS_KEY } from './lastCartBypass';
import type { OrderAttempt } from './OrderAttempt';
import type { OrderConfirmation } from './OrderConfirmation';
import { orderAttemptFor } from './orderAttemptFor';
import { orderFingerprint } from './orderFingerprint';
import type { PlaceOrderOutcome } from './PlaceOrderOutcome';

/** Options of {@link placeOrder}. */
export interface PlaceOrderOptions {
  /** The API client (`createApiClient`); only `order.place` is used. */
  readonly client: { readonly order: Pick<OrderClient, 'place'> };
  /** The checkout as it is now (its `attempt` decides the `order_id`). */
  readonly state: CheckoutState;
  /** The cart engine: its lines and server cart are ordered, then it is cleared. */
  readonly cart: Pick<CartSync, 'getState' | 'clear'>;
  /** The logged-in customer's id, sent as `user_id`. */
  readonly userId?: number | null | undefined;
  /** Applies the checkout actions (`order/attempt`, `order/placed`, `order/refused`) to the checkout store. */
  readonly dispatch: (action: CheckoutAction) => void;
  /** The clock of `placedAt` and of the last-cart-bypass stamp; `Date.now` by default. */
  readonly now?: (() => number) | undefined;
  /** Where the last-cart-bypass stamp is written (`localStorage`); not written without one. */
  readonly storage?: StorageLike | undefined;
  /** Makes a new order id (see `orderAttemptFor`). */
  readonly makeId?: (() => string) | undefined;
}

// The orders being sent, by request fingerprint: a second call for the same request while the first is
// on its way gets the first call's promise (one request), even when its state predates the first attempt.
const inFlight = new Map<string, Promise<PlaceOrderOutcome>>();

function recordCartBypass(storage: StorageLike | undefined, at: number): void {
  try {
    storage?.setItem(LAST_CART_BYPASS_KEY, String(at));
  } catch {
    // A full or blocked storage must not undo a placed order.
  }
}

async function send(
  options: PlaceOrderOptions,
  request: ReturnType<typeof buildPlaceOrderRequest>,
  { orderId, cartId }: OrderAttempt,
): Promise<PlaceOrderOutcome> {
  const { client, state, cart, dispatch, now = Date.now, storage } = options;
  let result: Awaited<ReturnType<OrderClient['place']>>;
  try {
    result = await client.order.place({ ...request, cart_id: cartId, order_id: orderId });
  } catch (error) {
    const outcome = failureOutcome(error);
    if (outcome.kind === 'address-invalid' || outcome.kind === 'refused') dispatch({ type: 'order/refused' });
    return outcome;
  }
  const confirmation: OrderConfirmation = {
    orderNumber: result.orderNumber,
    orderId: result.orderId,
    accessKey: result.accessKey ?? null,
    status: result.status,
    email: request.addressInformation.billingAddress.email.trim().toLowerCase(),
    paymentMethod: request.addressInformation.payment_method_code,
    paymentRedirectUrl: result.paymentRedirectUrl ?? null,
    placedAt: now(),
    accountRequested: state.personalDetails.createAccount,
  };
  // SPEC §4 "Place order": the password is dropped, a last-cart-bypass stamp recorded, the cart cleared without syncing.
  dispatch({ type: 'order/placed', confirmation });
  recordCartBypass(storage, confirmation.placedAt);
  try {
    await cart.clear({ sync: false, disconnect: true });
  } catch {
    // The order is placed whatever the local cart does.
  }
  return { kind: 'placed', confirmation };
}

/**
 * Places the order (SPEC §4 "Place order", §7 `POST /api/order`): builds the request from the checkout
 * and the cart (which needs its server cart), records the attempt (`order/attempt`, see
 * `orderAttemptFor`) and sends it with its `order_id` as idempotency key. Placed: `order/placed`
 * (password dropped, confirmation kept), the last-cart-bypass stamp written to `storage`, the cart
 * cleared without syncing and disconnected. Refused: `order/refused`. No answer or a server error: the
 * attempt is kept, so calling again sends the same key and never makes two orders. While a request is
 * on its way, a call for the same request returns the same promise (an in-flight map inside this
 * module, keyed by the request's fingerprint). Check `firstInvalidStep` before calling.
 * @example
 * const outcome = await placeOrder({ client, state, cart: cartSync, userId: user?.id, dispatch, storage: localStorage });
 * if (outcome.kind === 'placed' && outcome.confirmation.paymentRedirectUrl) location.assign(outcome.confirmation.paymentRedirectUrl);
 */
export function placeOrder(options: PlaceOrderOptions): Promise<PlaceOrderOutcome> {
  const { state, cart, userId, dispatch, makeId } = options;
  const { serverToken, items } = cart.getState();
  if (!serverToken) return Promise.resolve({ kind: 'failed', message: checkoutMessages.cartNotConnected });
  if (items.length === 0) return Promise.resolve({ kind: 'failed', message: checkoutMessages.cartEmpty });
  const request = buildPlaceOrderRequest(state, { serverToken, items }, userId);
  const fingerprint = orderFingerprint(request);
  const running = inFlight.get(fingerprint);
  if (running) return running;
  const attempt = orderAttemptFor(state, request, makeId);
  dispatch({ type: 'order/attempt', attempt });
  const sending = send(options, request, attempt).finally(() => inFlight.delete(fingerprint));
  inFlight.set(fingerprint, sending);
  return sending;
}
