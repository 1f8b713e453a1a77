import * as v from 'valibot';
import { AttributeSchema } from '../attribute/attribute';
import { BundleOptionSchema } from './bundleOption';
import { ConfigurableChildSchema } from './configurableChild';
import { ConfigurableOptionSchema } from './configurableOption';
import { CustomAttributeSchema } from './customAttribute';
import { CustomOptionSchema } from './customOption';
import { priceFields } from './priceFields';
import { ProductLinkSchema } from './productLink';
import { ProductMeasureSchema } from './productMeasure';
import { ProductOptionSchema } from './productOption';
import { ProductStockSchema } from './productStock';
import { ProductTypeSchema } from './productType';
import { TierPriceSchema } from './tierPrice';

const flag = v.optional(v.union([v.boolean(), v.number(), v.string()]));
const messages = v.optional(v.record(v.string(), v.unknown()));

/**
 * A catalogue product (SPEC §3 "Product"): every price field, stock, configurable children and
 * options, bundle options, product links and custom options. Permissive about extra fields, which
 * backends add; `status` 1 is enabled, 2 disabled; `visibility` 1 (not visible alone) to 4.
 *
 * @example
 * const product = v.parse(ProductSchema, {
 *   id: 1, sku: 'CIT-10M3', name: 'Citerne souple 10 m³', type_id: 'simple',
 *   status: 1, visibility: 4, price: 990, price_incl_tax: 1188,
 * });
 */
export const ProductSchema = v.looseObject({
  id: v.number(),
  sku: v.string(),
  parentSku: v.optional(v.string()),
  parentId: v.optional(v.number()),
  name: v.string(),
  type_id: ProductTypeSchema,
  status: v.optional(v.number()),
  visibility: v.optional(v.number()),
  url_key: v.nullish(v.string()),
  url_path: v.nullish(v.string()),
  slug: v.nullish(v.string()),
  image: v.nullish(v.string()),
  thumbnail: v.nullish(v.string()),
  small_image: v.nullish(v.string()),
  media_gallery: v.optional(
    v.array(
      v.looseObject({
        image: v.string(),
        pos: v.optional(v.number()),
        typ: v.optional(v.string()),
        lab: v.nullish(v.string()),
        vid: v.nullish(v.unknown()),
      }),
    ),
  ),
  description: v.nullish(v.string()),
  short_description: v.nullish(v.string()),
  category_ids: v.optional(v.array(v.union([v.number(), v.string()]))),
  ...priceFields,
  tier_prices: v.optional(v.array(TierPriceSchema)),
  stock: v.optional(ProductStockSchema),
  configurable_children: v.optional(v.array(ConfigurableChildSchema)),
  configurable_options: v.optional(v.array(ConfigurableOptionSchema)),
  bundle_options: v.optional(v.array(BundleOptionSchema)),
  product_links: v.optional(v.array(ProductLinkSchema)),
  product_option: v.optional(ProductOptionSchema),
  custom_options: v.nullish(v.array(CustomOptionSchema)),
  /** A made-to-measure product's measure rules (issue 17). */
  made_to_measure: flag,
  measure: v.nullish(ProductMeasureSchema),
  options: v.nullish(v.union([v.array(CustomOptionSchema), v.record(v.string(), v.unknown())])),
  selectedVariant: v.nullish(ConfigurableChildSchema),
  attributes_metadata: v.optional(v.array(AttributeSchema)),
  custom_attributes: v.nullish(v.union([v.array(CustomAttributeSchema), v.record(v.string(), v.unknown())])),
  qty: v.optional(v.number()),
  errors: messages,
  info: messages,
  new: flag,
  sale: flag,
  is_configured: v.optional(v.boolean()),
  price_is_current: v.optional(v.boolean()),
  price_refreshed_at: v.optional(v.number()),
  created_at: v.optional(v.string()),
  updated_at: v.optional(v.string()),
});

/** A catalogue product. */
export type Product = v.InferOutput<typeof ProductSchema>;
