import type { OrderConfirmation } from './OrderConfirmation';

/**
 * How placing an order ended:
 * - `placed`: the order exists; the cart is cleared and the confirmation kept (SPEC §4 "Place order").
 * - `address-invalid`: the API refused the address — "Address in checkout contains invalid data, order
 *   cancelled" (SPEC §8); the attempt ends.
 * - `refused`: the API refused the order otherwise (products unavailable 409, payment method 400…),
 *   with its message and status; the attempt ends, nothing was ordered.
 * - `offline` (no answer) and `failed` (server error, unreadable answer, no server cart): the attempt
 *   is kept, so trying again sends the same `order_id` and the API places the order at most once.
 */
export type PlaceOrderOutcome =
  | { readonly kind: 'placed'; readonly confirmation: OrderConfirmation }
  | { readonly kind: 'address-invalid'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string; readonly status: number }
  | { readonly kind: 'offline' | 'failed'; readonly message: string };
