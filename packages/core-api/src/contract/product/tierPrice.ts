import * as v from 'valibot';

/**
 * A tier price: a price for a customer group from a quantity on.
 *
 * @example
 * v.parse(TierPriceSchema, { customer_group_id: 1, qty: 10, value: 90 });
 */
export const TierPriceSchema = v.looseObject({
  customer_group_id: v.number(),
  qty: v.number(),
  value: v.number(),
});

/** A tier price. */
export type TierPrice = v.InferOutput<typeof TierPriceSchema>;
