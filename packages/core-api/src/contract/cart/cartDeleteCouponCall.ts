import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { CartQuerySchema } from './cartQuery';

/**
 * Delete coupon — `POST /api/cart/delete-coupon` (SPEC §7). Answers `true`.
 *
 * @example
 * await client.cart.deleteCoupon();
 */
export const cartDeleteCouponCall = defineCall({
  name: 'cart.deleteCoupon',
  method: 'POST',
  path: '/api/cart/delete-coupon',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  result: v.boolean(),
});
