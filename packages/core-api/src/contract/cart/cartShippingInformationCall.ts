import * as v from 'valibot';
import { CartAddressInputSchema } from '../address/cartAddressInput';
import { defineCall } from '../call/defineCall';
import { trimmedText } from '../field/trimmedText';
import { CartQuerySchema } from './cartQuery';
import { PaymentMethodSchema } from './paymentMethod';
import { TotalsSchema } from './totals';

/**
 * The body of shipping information: addresses and the chosen carrier and method.
 *
 * @example
 * v.parse(CartShippingInformationRequestSchema, {
 *   addressInformation: {
 *     shippingAddress: { country_id: 'FR' },
 *     shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate',
 *   },
 * });
 */
export const CartShippingInformationRequestSchema = v.object({
  addressInformation: v.object({
    shippingAddress: CartAddressInputSchema,
    billingAddress: v.optional(CartAddressInputSchema),
    shipping_carrier_code: trimmedText(64),
    shipping_method_code: trimmedText(64),
    shippingExtraFields: v.optional(
      v.record(trimmedText(64), v.union([trimmedText(1024, 0), v.number(), v.boolean()])),
    ),
  }),
});

/** The body of shipping information. */
export type CartShippingInformationRequest = v.InferInput<typeof CartShippingInformationRequestSchema>;

/**
 * The answer of shipping information: payment methods and totals (SPEC §7).
 *
 * @example
 * v.parse(CartShippingInformationResultSchema, { payment_methods: [], totals: { total_segments: [] } });
 */
export const CartShippingInformationResultSchema = v.looseObject({
  payment_methods: v.array(PaymentMethodSchema),
  totals: TotalsSchema,
});

/** The answer of shipping information. */
export type CartShippingInformationResult = v.InferOutput<typeof CartShippingInformationResultSchema>;

/**
 * Shipping information — `POST /api/cart/shipping-information` (SPEC §7).
 *
 * @example
 * const { payment_methods, totals } = await client.cart.shippingInformation({ addressInformation });
 */
export const cartShippingInformationCall = defineCall({
  name: 'cart.shippingInformation',
  method: 'POST',
  path: '/api/cart/shipping-information',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  body: CartShippingInformationRequestSchema,
  result: CartShippingInformationResultSchema,
});
