import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { CartIdSchema } from '../field/cartId';
import { FlexibleIdSchema } from '../field/flexibleId';

/**
 * The query of create cart: the common params and, with a user token, optionally the guest `cartId`
 * whose lines merge into the customer cart.
 *
 * @example
 * v.parse(CartCreateQuerySchema, { cartId: 'a1b2c3' });
 */
export const CartCreateQuerySchema = v.object({ ...baseQueryFields, cartId: v.optional(CartIdSchema) });

/** The query of create cart. */
export type CartCreateQuery = v.InferInput<typeof CartCreateQuerySchema>;

/**
 * Create cart — `POST /api/cart/create` (SPEC §7). A guest cart without a user token, the customer's
 * cart with one. The answer's `result` is the server cart id (a string).
 *
 * @example
 * const { result: cartId } = await client.cart.create();
 */
export const cartCreateCall = defineCall({
  name: 'cart.create',
  method: 'POST',
  path: '/api/cart/create',
  auth: 'optional',
  cart: false,
  query: CartCreateQuerySchema,
  result: v.pipe(FlexibleIdSchema, v.minLength(1)),
});
