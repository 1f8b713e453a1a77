import type { CatalogEntityType } from '@citerne/core-api/contract';

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
] as const satisfies readonly CatalogEntityType[];

/** An entity type of the catalogue search (the contract's `CatalogEntityType`). */
export type EntityType = (typeof entityTypes)[number];
