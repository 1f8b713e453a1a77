import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { OrderViewParamsSchema, OrderViewQuerySchema } from './orderViewCall';

/**
 * The answer of order again: the server cart now holding the order's lines, and the skus of the lines
 * left out because they can no longer be sold (unknown, disabled, options gone, or out of stock).
 *
 * @example
 * v.parse(ReorderResultSchema, { cartId: 'a1b2c3', skipped: ['CIT-20M3'] });
 */
export const ReorderResultSchema = v.looseObject({
  cartId: v.pipe(v.string(), v.minLength(1)),
  skipped: v.optional(v.array(v.string()), []),
});

/** The answer of order again. */
export type ReorderResult = v.InferOutput<typeof ReorderResultSchema>;

/**
 * Order again — `POST /api/order/{orderNumber}/reorder`, for the order's owner (user token) or with its
 * access `key`; 404 for anyone else, as order view. Puts the order's lines (sku, options, quantity) in a
 * server cart, priced at today's prices: a new guest cart, or the customer's cart when a user token is
 * sent. Used by the payment-failure page ("choose another method") and by My Account ("order again").
 *
 * @example
 * const { cartId, skipped } = await client.order.reorder('000000012', { key });
 */
export const orderReorderCall = defineCall({
  name: 'order.reorder',
  method: 'POST',
  path: '/api/order/:orderNumber/reorder',
  auth: 'optional',
  cart: false,
  params: OrderViewParamsSchema,
  query: OrderViewQuerySchema,
  result: ReorderResultSchema,
});
