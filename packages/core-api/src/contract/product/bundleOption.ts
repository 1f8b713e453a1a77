import * as v from 'valibot';

/**
 * A selectable product inside a bundle option.
 *
 * @example
 * v.parse(BundleProductLinkSchema, { sku: 'POMPE', qty: 1, is_default: true, id: '3' });
 */
export const BundleProductLinkSchema = v.looseObject({
  id: v.optional(v.union([v.number(), v.string()])),
  sku: v.string(),
  qty: v.number(),
  is_default: v.boolean(),
  price: v.nullish(v.number()),
  price_type: v.nullish(v.union([v.number(), v.string()])),
  can_change_quantity: v.optional(v.union([v.number(), v.boolean()])),
  position: v.optional(v.number()),
});

/** A selectable product inside a bundle option. */
export type BundleProductLink = v.InferOutput<typeof BundleProductLinkSchema>;

/**
 * An option of a bundle product with its product links (SPEC §3 "bundle_options").
 *
 * @example
 * v.parse(BundleOptionSchema, {
 *   option_id: 1, title: 'Pompe', required: true, type: 'select',
 *   product_links: [{ sku: 'POMPE', qty: 1, is_default: true }],
 * });
 */
export const BundleOptionSchema = v.looseObject({
  option_id: v.number(),
  title: v.optional(v.string()),
  required: v.optional(v.boolean()),
  type: v.optional(v.string()),
  position: v.optional(v.number()),
  sku: v.optional(v.string()),
  product_links: v.array(BundleProductLinkSchema),
});

/** An option of a bundle product. */
export type BundleOption = v.InferOutput<typeof BundleOptionSchema>;
