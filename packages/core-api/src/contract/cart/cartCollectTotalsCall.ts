import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { trimmedText } from '../field/trimmedText';
import { CartQuerySchema } from './cartQuery';
import { TotalsSchema } from './totals';

/**
 * The body of collect totals: optionally the chosen payment and shipping methods.
 *
 * @example
 * v.parse(CartCollectTotalsRequestSchema, {});
 * v.parse(CartCollectTotalsRequestSchema, { methods: { paymentMethod: { method: 'cashondelivery' } } });
 */
export const CartCollectTotalsRequestSchema = v.object({
  methods: v.optional(
    v.object({
      paymentMethod: v.optional(v.object({ method: trimmedText(64) })),
      shippingCarrierCode: v.optional(trimmedText(64)),
      shippingMethodCode: v.optional(trimmedText(64)),
    }),
  ),
});

/** The body of collect totals. */
export type CartCollectTotalsRequest = v.InferInput<typeof CartCollectTotalsRequestSchema>;

/**
 * Collect totals — `POST /api/cart/collect-totals` (SPEC §7).
 *
 * @example
 * const totals = await client.cart.collectTotals({});
 */
export const cartCollectTotalsCall = defineCall({
  name: 'cart.collectTotals',
  method: 'POST',
  path: '/api/cart/collect-totals',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  body: CartCollectTotalsRequestSchema,
  result: TotalsSchema,
});
