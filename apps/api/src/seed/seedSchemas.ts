import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug'));

/** A category of the seed files (SPEC §3 Category); extra fields are kept in the document. */
export const seedCategorySchema = v.looseObject({
  id,
  parent_id: v.pipe(v.number(), v.integer(), v.minValue(0)),
  name: v.pipe(v.string(), v.minLength(1)),
  url_key: slug,
  url_path: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'must be a path of slugs')),
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  position: v.optional(v.pipe(v.number(), v.integer()), 0),
  is_active: v.optional(v.boolean(), true),
});

/** A product of the seed files (SPEC §3 Product); extra fields are kept in the document. */
export const seedProductSchema = v.looseObject({
  id,
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  type_id: v.picklist(['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable']),
  name: v.pipe(v.string(), v.minLength(1)),
  url_key: slug,
  status: v.pipe(v.number(), v.integer(), v.minValue(1)),
  visibility: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  price: v.pipe(v.number(), v.minValue(0)),
  created_at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

export type SeedCategory = v.InferOutput<typeof seedCategorySchema>;
export type SeedProduct = v.InferOutput<typeof seedProductSchema>;
