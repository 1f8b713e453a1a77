import { defineCall } from '../call/defineCall';
import { CartQuerySchema } from './cartQuery';
import { TotalsSchema } from './totals';

/**
 * Totals — `GET /api/cart/totals` (SPEC §7): totals with `total_segments` and the lines.
 *
 * @example
 * const totals = await client.cart.totals();
 */
export const cartTotalsCall = defineCall({
  name: 'cart.totals',
  method: 'GET',
  path: '/api/cart/totals',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  result: TotalsSchema,
});
