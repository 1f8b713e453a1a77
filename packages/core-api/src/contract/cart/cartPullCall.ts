import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { CartQuerySchema } from './cartQuery';
import { ServerCartItemSchema } from './serverCartItem';

/**
 * Pull cart — `GET /api/cart/pull` (SPEC §7): the server lines.
 *
 * @example
 * const lines = await client.cart.pull();
 */
export const cartPullCall = defineCall({
  name: 'cart.pull',
  method: 'GET',
  path: '/api/cart/pull',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  result: v.array(ServerCartItemSchema),
});
