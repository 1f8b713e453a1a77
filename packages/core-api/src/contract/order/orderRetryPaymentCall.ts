import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { trimmedText } from '../field/trimmedText';
import { OrderViewParamsSchema, OrderViewQuerySchema } from './orderViewCall';

/**
 * The body of pay again: the payment method chosen this time (a card provider, or an offline method
 * such as `cashondelivery` or `banktransfer` when the order is shipped).
 *
 * @example
 * v.parse(RetryPaymentRequestSchema, { payment_method_code: 'payplug' });
 */
export const RetryPaymentRequestSchema = v.object({ payment_method_code: trimmedText(64) });

/** The body of pay again. */
export type RetryPaymentRequest = v.InferInput<typeof RetryPaymentRequestSchema>;

/**
 * The answer of pay again: the order's new status (`pending_payment` for a card, `pending` for an
 * offline method), the payment method, and the card provider's page to send the shopper to (`null`
 * for an offline method). A bank transfer adds where to send the money.
 *
 * @example
 * v.parse(RetryPaymentResultSchema, {
 *   orderNumber: '000000012', status: 'pending_payment', paymentMethod: 'payplug',
 *   paymentRedirectUrl: 'https://pay.example/session/2',
 * });
 */
export const RetryPaymentResultSchema = v.looseObject({
  orderNumber: v.string(),
  status: v.string(),
  paymentMethod: v.optional(v.string()),
  paymentRedirectUrl: v.nullable(v.pipe(v.string(), v.url())),
  paymentInstructions: v.optional(
    v.object({ holder: v.string(), iban: v.string(), bic: v.string(), reference: v.string() }),
  ),
});

/** The answer of pay again. */
export type RetryPaymentResult = v.InferOutput<typeof RetryPaymentResultSchema>;

/**
 * Pay again — `POST /api/order/{orderNumber}/payment` (SPEC §7 "Payment redirects"), for the order's
 * owner (user token) or with its access `key`; 404 for anyone else, as order view. Only an order whose
 * last card payment failed (refused, cancelled or abandoned) can be paid again: its stock and coupon are
 * taken again (409 "Some ordered products not available" / "Incorrect coupon code" when they are gone)
 * and a new payment is opened. A paid order, or one that does not wait for a payment, answers 409.
 * Sent twice while the new card payment is open, it answers that same payment's page.
 *
 * @example
 * const { paymentRedirectUrl } = await client.order.retryPayment('000000012', 'payplug', { key });
 */
export const orderRetryPaymentCall = defineCall({
  name: 'order.retryPayment',
  method: 'POST',
  path: '/api/order/:orderNumber/payment',
  auth: 'optional',
  cart: false,
  params: OrderViewParamsSchema,
  query: OrderViewQuerySchema,
  body: RetryPaymentRequestSchema,
  result: RetryPaymentResultSchema,
});
