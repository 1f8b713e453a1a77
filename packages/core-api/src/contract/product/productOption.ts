import * as v from 'valibot';

/**
 * The options chosen for a cart or order line, as the backend stores them (SPEC §3
 * `product_option.extension_attributes`). Permissive: backends add fields (file info, labels).
 *
 * @example
 * v.parse(ProductOptionSchema, {
 *   extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 49 }] },
 * });
 */
export const ProductOptionSchema = v.looseObject({
  extension_attributes: v.optional(
    v.looseObject({
      custom_options: v.optional(
        v.array(v.looseObject({ option_id: v.union([v.number(), v.string()]), option_value: v.unknown() })),
      ),
      configurable_item_options: v.optional(
        v.array(
          v.looseObject({
            option_id: v.union([v.number(), v.string()]),
            option_value: v.union([v.number(), v.string()]),
          }),
        ),
      ),
      bundle_options: v.optional(
        v.array(
          v.looseObject({
            option_id: v.number(),
            option_qty: v.number(),
            option_selections: v.array(v.number()),
          }),
        ),
      ),
    }),
  ),
});

/** The options chosen for a cart or order line. */
export type ProductOption = v.InferOutput<typeof ProductOptionSchema>;
