import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { trimmedText } from '../field/trimmedText';
import { CartQuerySchema } from './cartQuery';

/**
 * The query of apply coupon: the cart params plus the `coupon` code.
 *
 * @example
 * v.parse(CartApplyCouponQuerySchema, { cartId: 'a1b2c3', coupon: 'BIENVENUE10' });
 */
export const CartApplyCouponQuerySchema = v.object({
  ...CartQuerySchema.entries,
  coupon: trimmedText(64),
});

/** The query of apply coupon. */
export type CartApplyCouponQuery = v.InferInput<typeof CartApplyCouponQuerySchema>;

/**
 * Apply coupon — `POST /api/cart/apply-coupon?coupon=` (SPEC §7). Answers `true`; an unknown code
 * answers an error ("incorrect coupon code").
 *
 * @example
 * await client.cart.applyCoupon('BIENVENUE10');
 */
export const cartApplyCouponCall = defineCall({
  name: 'cart.applyCoupon',
  method: 'POST',
  path: '/api/cart/apply-coupon',
  auth: 'optional',
  cart: true,
  query: CartApplyCouponQuerySchema,
  result: v.boolean(),
});
