import * as v from 'valibot';
import { ShippingMethodsAddressSchema } from '../address/shippingMethodsAddress';
import { defineCall } from '../call/defineCall';
import { CartQuerySchema } from './cartQuery';
import { ShippingMethodSchema } from './shippingMethod';

/**
 * The body of shipping methods: an address, possibly holding only `country_id` (SPEC §3).
 *
 * @example
 * v.parse(CartShippingMethodsRequestSchema, { address: { country_id: 'FR' } });
 */
export const CartShippingMethodsRequestSchema = v.object({ address: ShippingMethodsAddressSchema });

/** The body of shipping methods. */
export type CartShippingMethodsRequest = v.InferInput<typeof CartShippingMethodsRequestSchema>;

/**
 * Shipping methods — `POST /api/cart/shipping-methods` (SPEC §7).
 *
 * @example
 * const methods = await client.cart.shippingMethods({ address: { country_id: 'FR' } });
 */
export const cartShippingMethodsCall = defineCall({
  name: 'cart.shippingMethods',
  method: 'POST',
  path: '/api/cart/shipping-methods',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  body: CartShippingMethodsRequestSchema,
  result: v.array(ShippingMethodSchema),
});
