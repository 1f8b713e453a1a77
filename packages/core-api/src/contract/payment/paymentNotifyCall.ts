import * as v from 'valibot';
import { defineCall } from '../call/defineCall';

/**
 * The body of a payment notification: the provider's session, the order, the outcome and the amount
 * (in cents) it was for.
 *
 * @example
 * v.parse(PaymentNotificationSchema, {
 *   sessionId: 'ps_0123456789abcdef', orderNumber: '000000042', status: 'paid', amount: 12900, currency: 'EUR',
 * });
 */
export const PaymentNotificationSchema = v.strictObject({
  sessionId: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
  orderNumber: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
  status: v.picklist(['paid', 'failed']),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});

/** The body of a payment notification. */
export type PaymentNotification = v.InferOutput<typeof PaymentNotificationSchema>;

/**
 * The card provider's server-to-server notification — `POST /api/payment/notify/{provider}` (SPEC §7
 * "Payment redirects"). The body here is the embedded sandbox provider's, with the header
 * `X-Payment-Signature: t=<unix seconds>,v1=<HMAC-SHA256(secret, "t.body") hex>`; a real provider sends its
 * own format to the same path (Systempay a signed `application/x-www-form-urlencoded` IPN answered in plain
 * text, PayPlug a payment object). Answers what it did. Sent by the provider, never by a shop client, so it
 * is not in `apiCalls`.
 *
 * @example
 * const notification = v.parse(paymentNotifyCall.body, JSON.parse(raw));
 */
export const paymentNotifyCall = defineCall({
  name: 'payment.notify',
  method: 'POST',
  path: '/api/payment/notify/:provider',
  auth: 'none',
  cart: false,
  params: v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,32}$/)) }),
  body: PaymentNotificationSchema,
  result: v.picklist(['paid', 'failed', 'unchanged']),
});
