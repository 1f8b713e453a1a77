import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { CartQuerySchema } from './cartQuery';
import { PaymentMethodSchema } from './paymentMethod';

/**
 * Payment methods — `GET /api/cart/payment-methods` (SPEC §7).
 *
 * @example
 * const methods = await client.cart.paymentMethods();
 */
export const cartPaymentMethodsCall = defineCall({
  name: 'cart.paymentMethods',
  method: 'GET',
  path: '/api/cart/payment-methods',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  result: v.array(PaymentMethodSchema),
});
