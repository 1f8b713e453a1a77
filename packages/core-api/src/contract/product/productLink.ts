import * as v from 'valibot';

/**
 * A link of a grouped product to one of its associated products (SPEC §3 "Product link").
 *
 * @example
 * v.parse(ProductLinkSchema, {
 *   sku: 'KIT', link_type: 'associated', linked_product_sku: 'VANNE', linked_product_type: 'simple', qty: 1,
 * });
 */
export const ProductLinkSchema = v.looseObject({
  sku: v.string(),
  link_type: v.string(),
  linked_product_sku: v.string(),
  linked_product_type: v.optional(v.string()),
  position: v.optional(v.number()),
  qty: v.optional(v.number()),
  is_default: v.optional(v.boolean()),
});

/** A link of a grouped product to an associated product. */
export type ProductLink = v.InferOutput<typeof ProductLinkSchema>;
