import * as v from 'valibot';

/** What the home page shows of a product; the API may send more (SPEC §3 Product). */
export const productSummarySchema = v.looseObject({
  id: v.number(),
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  type_id: v.string(),
  price: v.number(),
  image: v.optional(v.string()),
  short_description: v.optional(v.string()),
});

export type ProductSummary = v.InferOutput<typeof productSummarySchema>;
