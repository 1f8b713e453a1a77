import * as v from 'valibot';

/**
 * The product types (SPEC §3 "Product" → type_id).
 *
 * @example
 * v.parse(ProductTypeSchema, 'configurable');
 */
export const ProductTypeSchema = v.picklist(['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable']);

/** A product type. */
export type ProductType = v.InferOutput<typeof ProductTypeSchema>;
