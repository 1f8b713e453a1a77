import * as v from 'valibot';

/**
 * A tax rule with its rates (SPEC §3 "Tax rule"), as the search backend serves it. Its output is read as the one
 * `TaxRule` type, that of `@citerne/pricing` (which computes with it): this package, importing nothing internal, names
 * no second one.
 *
 * @example
 * v.parse(TaxRuleSchema, {
 *   id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3],
 *   rates: [{ rate: 20, tax_country_id: 'FR', region_name: '*', tax_region_id: 0 }],
 * });
 */
export const TaxRuleSchema = v.looseObject({
  id: v.number(),
  code: v.optional(v.string()),
  priority: v.optional(v.number()),
  product_tax_class_ids: v.array(v.number()),
  customer_tax_class_ids: v.array(v.number()),
  rates: v.array(
    v.looseObject({
      id: v.optional(v.number()),
      code: v.optional(v.string()),
      rate: v.number(),
      tax_country_id: v.string(),
      region_name: v.nullish(v.string()),
      tax_region_id: v.nullish(v.number()),
      tax_postcode: v.nullish(v.string()),
    }),
  ),
});
