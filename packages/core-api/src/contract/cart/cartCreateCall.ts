import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { FlexibleIdSchema } from '../field/flexibleId';

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
  query: TokenQuerySchema,
  result: v.pipe(FlexibleIdSchema, v.minLength(1)),
});
