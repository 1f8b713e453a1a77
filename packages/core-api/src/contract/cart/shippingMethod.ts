import * as v from 'valibot';

/**
 * A shipping method (SPEC §3 "Shipping method").
 *
 * @example
 * v.parse(ShippingMethodSchema, {
 *   carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'DPD Courier', amount: 4, price_incl_tax: 5,
 * });
 */
export const ShippingMethodSchema = v.looseObject({
  carrier_code: v.string(),
  method_code: v.string(),
  carrier_title: v.nullish(v.string()),
  method_title: v.nullish(v.string()),
  amount: v.number(),
  base_amount: v.optional(v.number()),
  price_excl_tax: v.optional(v.number()),
  price_incl_tax: v.optional(v.number()),
  available: v.optional(v.boolean(), true),
  error_message: v.nullish(v.string()),
  default: v.optional(v.boolean()),
  offline: v.optional(v.boolean()),
  is_server_method: v.optional(v.boolean()),
});

/** A shipping method. */
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;
