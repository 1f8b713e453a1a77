import { defineCall } from '@citerne/core-api/contract';
import * as v from 'valibot';

/**
 * The provider's server-to-server notification — `POST /api/payment/notify/{provider}` with the header
 * `X-Payment-Signature: t=<unix seconds>,v1=<HMAC-SHA256(secret, "t.body") hex>`. Answers what it did.
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
  body: v.strictObject({
    sessionId: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
    orderNumber: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
    status: v.picklist(['paid', 'failed']),
    amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  }),
  result: v.picklist(['paid', 'failed', 'unchanged']),
});
