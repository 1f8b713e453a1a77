import * as v from 'valibot';
import { AddressSchema } from '../address/address';
import { ProductOptionSchema } from '../product/productOption';

const amount = v.optional(v.number());

/**
 * A past order as listed in the order history (SPEC §7 "Order history" → result.items).
 *
 * @example
 * v.parse(OrderSchema, {
 *   entity_id: 12, increment_id: '000000012', created_at: '2025-05-02 10:00:00', status: 'processing',
 *   grand_total: 1193, items: [{ sku: 'CIT-10M3', name: 'Citerne 10 m³', qty_ordered: 1 }],
 * });
 */
export const OrderSchema = v.looseObject({
  entity_id: v.number(),
  increment_id: v.string(),
  created_at: v.string(),
  updated_at: v.optional(v.string()),
  status: v.string(),
  state: v.optional(v.string()),
  grand_total: v.number(),
  subtotal: amount,
  subtotal_incl_tax: amount,
  shipping_amount: amount,
  shipping_incl_tax: amount,
  tax_amount: amount,
  discount_amount: amount,
  order_currency_code: v.optional(v.string()),
  customer_email: v.optional(v.string()),
  items: v.optional(
    v.array(
      v.looseObject({
        item_id: v.optional(v.number()),
        product_id: v.optional(v.number()),
        sku: v.string(),
        name: v.string(),
        qty_ordered: v.number(),
        price_incl_tax: amount,
        row_total_incl_tax: amount,
        product_option: v.optional(ProductOptionSchema),
      }),
    ),
    [],
  ),
  billing_address: v.optional(AddressSchema),
  payment: v.optional(
    v.looseObject({
      method: v.string(),
      additional_information: v.optional(v.array(v.string())),
    }),
  ),
});

/** A past order. */
export type Order = v.InferOutput<typeof OrderSchema>;
