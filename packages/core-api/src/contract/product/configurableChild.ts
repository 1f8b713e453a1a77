import * as v from 'valibot';
import { CustomAttributeSchema } from './customAttribute';
import { priceFields } from './priceFields';
import { ProductStockSchema } from './productStock';

/**
 * A variant of a configurable product (SPEC §3 "configurable_children entries").
 *
 * @example
 * v.parse(ConfigurableChildSchema, { sku: 'CIT-10-V', id: 12, price: 100, color: 49, status: 1 });
 */
export const ConfigurableChildSchema = v.looseObject({
  sku: v.string(),
  id: v.optional(v.number()),
  name: v.optional(v.string()),
  ...priceFields,
  color: v.nullish(v.union([v.number(), v.string()])),
  size: v.nullish(v.union([v.number(), v.string()])),
  image: v.nullish(v.string()),
  status: v.optional(v.number()),
  visibility: v.optional(v.number()),
  stock: v.optional(ProductStockSchema),
  custom_attributes: v.nullish(v.array(CustomAttributeSchema)),
});

/** A variant of a configurable product. */
export type ConfigurableChild = v.InferOutput<typeof ConfigurableChildSchema>;
