import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { CartIdSchema } from '../field/cartId';
import { positiveInteger } from '../field/positiveInteger';
import { SkuSchema } from '../field/sku';
import { CartQuerySchema } from './cartQuery';

/**
 * The body of delete item: the server line to remove.
 *
 * @example
 * v.parse(CartDeleteRequestSchema, { cartItem: { item_id: 5, sku: 'CIT-10M3' } });
 */
export const CartDeleteRequestSchema = v.object({
  cartItem: v.object({
    item_id: positiveInteger(),
    sku: v.optional(SkuSchema),
    quoteId: v.optional(CartIdSchema),
  }),
});

/** The body of delete item. */
export type CartDeleteRequest = v.InferInput<typeof CartDeleteRequestSchema>;

/**
 * Delete item — `POST /api/cart/delete` (SPEC §7). Answers `true`.
 *
 * @example
 * await client.cart.delete({ cartItem: { item_id: 5 } });
 */
export const cartDeleteCall = defineCall({
  name: 'cart.delete',
  method: 'POST',
  path: '/api/cart/delete',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  body: CartDeleteRequestSchema,
  result: v.boolean(),
});
