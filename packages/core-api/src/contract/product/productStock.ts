import * as v from 'valibot';

/**
 * The stock carried inside a product (SPEC §3 "Product" → stock).
 *
 * @example
 * v.parse(ProductStockSchema, { is_in_stock: true, qty: 12, product_id: 4 });
 */
export const ProductStockSchema = v.looseObject({
  is_in_stock: v.boolean(),
  qty: v.nullish(v.number()),
  product_id: v.optional(v.number()),
  manage_stock: v.optional(v.boolean()),
  min_sale_qty: v.optional(v.number()),
  max_sale_qty: v.optional(v.number()),
});

/** Stock inside a product. */
export type ProductStock = v.InferOutput<typeof ProductStockSchema>;
