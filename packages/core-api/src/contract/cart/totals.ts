import * as v from 'valibot';
import { PaymentMethodSchema } from './paymentMethod';
import { TotalSegmentSchema } from './totalSegment';

const amount = v.optional(v.number());

/**
 * A line of the server totals: what the server overwrites on the matching cart item (SPEC §4 "Cart").
 *
 * @example
 * v.parse(TotalsItemSchema, { item_id: 5, qty: 1, row_total_incl_tax: 1188, discount_amount: 0 });
 */
export const TotalsItemSchema = v.looseObject({
  item_id: v.number(),
  qty: v.number(),
  name: v.optional(v.string()),
  price: amount,
  price_incl_tax: amount,
  row_total: amount,
  row_total_incl_tax: amount,
  row_total_with_discount: amount,
  tax_amount: amount,
  tax_percent: amount,
  discount_amount: amount,
  options: v.optional(v.union([v.string(), v.array(v.unknown())])),
});

/** A line of the server totals. */
export type TotalsItem = v.InferOutput<typeof TotalsItemSchema>;

/**
 * The cart totals (SPEC §3 "Totals fields read") with `total_segments`.
 *
 * @example
 * v.parse(TotalsSchema, {
 *   grand_total: 1193, base_grand_total: 1193, subtotal: 990, subtotal_incl_tax: 1188, items: [],
 *   total_segments: [{ code: 'grand_total', title: 'Total TTC', value: 1193 }],
 * });
 */
export const TotalsSchema = v.looseObject({
  grand_total: amount,
  base_grand_total: amount,
  subtotal: amount,
  subtotal_incl_tax: amount,
  subtotal_with_discount: amount,
  shipping_amount: amount,
  shipping_incl_tax: amount,
  tax_amount: amount,
  base_tax_amount: amount,
  discount_amount: amount,
  coupon_code: v.nullish(v.string()),
  items_qty: amount,
  base_currency_code: v.optional(v.string()),
  quote_currency_code: v.optional(v.string()),
  items: v.optional(v.array(TotalsItemSchema), []),
  total_segments: v.optional(v.array(TotalSegmentSchema), []),
  payment_methods: v.optional(v.array(PaymentMethodSchema)),
});

/** The cart totals. */
export type Totals = v.InferOutput<typeof TotalsSchema>;
