import * as v from 'valibot';
import { ProductOptionSchema } from '../product/productOption';

/**
 * A cart line as the server holds it (answer of update and pull).
 *
 * @example
 * v.parse(ServerCartItemSchema, { item_id: 5, sku: 'CIT-10M3', qty: 1, quote_id: 'a1b2c3', price: 990 });
 */
export const ServerCartItemSchema = v.looseObject({
  item_id: v.number(),
  sku: v.string(),
  qty: v.number(),
  name: v.optional(v.string()),
  price: v.optional(v.number()),
  product_type: v.optional(v.string()),
  quote_id: v.union([v.string(), v.number()]),
  product_option: v.optional(ProductOptionSchema),
});

/** A cart line as the server holds it. */
export type ServerCartItem = v.InferOutput<typeof ServerCartItemSchema>;
