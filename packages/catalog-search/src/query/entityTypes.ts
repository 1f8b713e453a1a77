/**
 * The entity types the catalogue search serves (SPEC §7 "Catalogue search", "Search queries against indexes").
 *
 * @example
 * entityTypes.includes('cms_block'); // true
 */
export const entityTypes = [
  'product',
  'category',
  'attribute',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'review',
  'taxrule',
] as const;

/** An entity type of the catalogue search. */
export type EntityType = (typeof entityTypes)[number];
