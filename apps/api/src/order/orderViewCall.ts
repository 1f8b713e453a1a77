import { defineCall, OrderSchema, TokenQuerySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract — the invoice page reads an order by number with the
// customer's token or the access key returned by place order.
/**
 * `GET /api/order/{orderNumber}` (owner's token, or `key` = the order's access key): the order for the
 * invoice and payment-failure pages.
 * @example
 * const view = v.parse(orderViewCall.query, c.req.query());
 */
export const orderViewCall = defineCall({
  name: 'order.view',
  method: 'GET',
  path: '/api/order/:orderNumber',
  auth: 'optional',
  cart: false,
  params: v.object({ orderNumber: v.pipe(v.string(), v.regex(/^\d{1,20}$/)) }),
  query: v.object({
    ...TokenQuerySchema.entries,
    key: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  }),
  result: OrderSchema,
});
