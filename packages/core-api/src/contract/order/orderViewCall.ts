import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { OrderSchema } from './order';

/**
 * The path params of order view: the order number (digits).
 *
 * @example
 * v.parse(OrderViewParamsSchema, { orderNumber: '000000042' });
 */
export const OrderViewParamsSchema = v.object({ orderNumber: v.pipe(v.string(), v.regex(/^\d{1,20}$/)) });

/**
 * The query of order view: the common params and the order's access `key` (given back on the
 * invoice link) for a guest.
 *
 * @example
 * v.parse(OrderViewQuerySchema, { key: 'k3y' });
 */
export const OrderViewQuerySchema = v.object({
  ...baseQueryFields,
  key: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
});

/** The query of order view. */
export type OrderViewQuery = v.InferInput<typeof OrderViewQuerySchema>;

/**
 * Order view — `GET /api/order/{orderNumber}` (the owner's token, or `key` = the order's access key): the
 * order for the invoice and payment-failure pages; 404 for anyone else.
 *
 * @example
 * const order = await client.order.view('000000042', { key });
 */
export const orderViewCall = defineCall({
  name: 'order.view',
  method: 'GET',
  path: '/api/order/:orderNumber',
  auth: 'optional',
  cart: false,
  params: OrderViewParamsSchema,
  query: OrderViewQuerySchema,
  result: OrderSchema,
});
