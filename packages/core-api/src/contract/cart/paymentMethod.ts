import * as v from 'valibot';

/**
 * A payment method (SPEC §3 "Payment method").
 *
 * @example
 * v.parse(PaymentMethodSchema, { code: 'cashondelivery', title: 'Paiement à la livraison', cost: 0 });
 */
export const PaymentMethodSchema = v.looseObject({
  code: v.string(),
  title: v.string(),
  cost: v.optional(v.number()),
  cost_incl_tax: v.optional(v.number()),
  default: v.optional(v.boolean()),
  offline: v.optional(v.boolean()),
  is_server_method: v.optional(v.boolean()),
});

/** A payment method. */
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
