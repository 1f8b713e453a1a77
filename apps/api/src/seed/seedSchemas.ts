import {
  AttributeSchema,
  CategorySchema,
  CmsBlockSchema,
  CmsPageSchema,
  ProductSchema,
  TaxRuleSchema,
} from '@citerne/core-api/contract';
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug'));
const path = v.pipe(v.string(), v.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'must be a path of slugs'));
const identifier = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be an identifier'));

/** A category of the seed files (SPEC §3 Category, the contract's schema); extra fields are kept. */
export const seedCategorySchema = v.intersect([
  CategorySchema,
  v.looseObject({
    id,
    parent_id: v.pipe(v.number(), v.integer(), v.minValue(0)),
    name: v.pipe(v.string(), v.minLength(1)),
    url_key: slug,
    url_path: path,
    level: v.pipe(v.number(), v.integer(), v.minValue(1)),
    position: v.optional(v.pipe(v.number(), v.integer()), 0),
    is_active: v.optional(v.boolean(), true),
  }),
]);

/**
 * A product of the seed files (SPEC §3 Product, the contract's schema); extra fields are kept. Its price is never
 * negative; its custom option prices may be (discount options, priced never below 0 by `@citerne/pricing`).
 */
export const seedProductSchema = v.intersect([
  ProductSchema,
  v.looseObject({
    id,
    sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    parentSku: v.optional(v.string()),
    name: v.pipe(v.string(), v.minLength(1)),
    url_key: slug,
    url_path: v.optional(path),
    status: v.pipe(v.number(), v.integer(), v.minValue(1)),
    visibility: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
    price: v.pipe(v.number(), v.minValue(0)),
    created_at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
    updated_at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  }),
]);

/** An attribute of the seed files (SPEC §3 Attribute). */
export const seedAttributeSchema = v.intersect([
  AttributeSchema,
  v.looseObject({ attribute_id: id, attribute_code: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)) }),
]);

/** A tax rule of the seed files (SPEC §3 Tax rule). */
export const seedTaxRuleSchema = v.intersect([TaxRuleSchema, v.looseObject({ id })]);

/** A CMS page of the seed files (SPEC §3 CMS page). */
export const seedCmsPageSchema = v.intersect([
  CmsPageSchema,
  v.looseObject({ id, identifier, store_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1) }),
]);

/** A CMS block of the seed files (SPEC §3 CMS block). */
export const seedCmsBlockSchema = v.intersect([CmsBlockSchema, v.looseObject({ id, identifier })]);

/** A node of the CMS hierarchy (footer navigation): identifier, title, parent node, page. */
export const seedCmsHierarchySchema = v.looseObject({
  id,
  identifier,
  title: v.string(),
  request_url: v.string(),
  parent_node_id: v.nullable(v.number()),
  level: v.number(),
  sort_order: v.number(),
  page_id: v.number(),
});

/** A past regular price change of the seed (`catalog/priceHistory.json`): sku, price excl. tax, ISO date. */
export const seedPriceChangeSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  from: v.pipe(v.string(), v.isoTimestamp()),
});
