import type { OrderConfirmation } from '../order/OrderConfirmation';
import type { PendingOrder } from './PendingOrder';

/**
 * What became of an offline order once sent (SPEC §4 "Offline and online"):
 * - `placed`: the server placed it — its number is in the confirmation; the cart is cleared.
 * - `refused`: the server refused it (products unavailable, cart changed, payment method…) with its message and
 *   code; nothing was ordered and the cart keeps its lines.
 * - `waiting`: no definitive answer yet (offline, server error, no answer in time): still pending, sent again later
 *   under the same key.
 * - `gone`: no longer in the queue — another tab sent it and its answer was already cleared.
 */
export type SentOrderOutcome =
  | { readonly kind: 'placed'; readonly order: PendingOrder; readonly confirmation: OrderConfirmation }
  | {
      readonly kind: 'refused';
      readonly order: PendingOrder;
      readonly message: string;
      readonly code: string | null;
      readonly status: number;
    }
  | { readonly kind: 'waiting'; readonly order: PendingOrder }
  | { readonly kind: 'gone'; readonly orderId: string };
