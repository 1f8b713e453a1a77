import * as v from 'valibot';

/**
 * The entity types the catalogue search serves (SPEC §7: product, category, attribute, tax rule, review,
 * cms_page, cms_block, cms_hierarchy).
 *
 * @example
 * v.parse(CatalogEntityTypeSchema, 'cms_block');
 */
export const CatalogEntityTypeSchema = v.picklist([
  'product',
  'category',
  'attribute',
  'taxrule',
  'review',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
]);

/** A catalogue entity type. */
export type CatalogEntityType = v.InferOutput<typeof CatalogEntityTypeSchema>;
