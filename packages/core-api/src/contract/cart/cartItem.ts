import * as v from 'valibot';
import { ProductOptionSchema } from '../product/productOption';

/**
 * A cart line as the browser keeps it (SPEC §3 "Cart item"), validated when read back from storage.
 * Permissive: the line also carries the product fields it was added with.
 *
 * @example
 * v.parse(CartItemSchema, { sku: 'CIT-10M3', qty: 2, server_item_id: 5, server_cart_id: 'a1b2c3' });
 */
export const CartItemSchema = v.looseObject({
  sku: v.string(),
  parentSku: v.optional(v.string()),
  qty: v.number(),
  prev_qty: v.optional(v.number()),
  item_id: v.optional(v.number()),
  quote_id: v.optional(v.union([v.string(), v.number()])),
  server_item_id: v.optional(v.number()),
  server_cart_id: v.optional(v.union([v.string(), v.number()])),
  checksum: v.optional(v.string()),
  product_option: v.optional(ProductOptionSchema),
  type_id: v.optional(v.string()),
  product_type: v.optional(v.string()),
  info: v.optional(v.record(v.string(), v.unknown())),
  errors: v.optional(v.record(v.string(), v.unknown())),
  is_in_stock: v.optional(v.boolean()),
  onlineStockCheckid: v.optional(v.union([v.string(), v.number()])),
  totals: v.optional(
    v.looseObject({
      row_total_incl_tax: v.optional(v.number()),
      discount_amount: v.optional(v.number()),
    }),
  ),
});

/** A cart line as the browser keeps it. */
export type CartItem = v.InferOutput<typeof CartItemSchema>;
