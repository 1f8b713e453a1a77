import { MAX_SEARCH_SIZE } from '@citerne/core-api/contract';
import { defaultPricingConfig } from '@citerne/pricing';
import type { CatalogSearchConfig } from './CatalogSearchConfig';

const cms = { cms_page: 500, cms_block: 150, cms_hierarchy: 500 } as const;

/**
 * The defaults of SPEC §9: product lists of 50, attributes 150, categories 4000, CMS blocks 150 and pages 500,
 * sort by position, default filters color / erin_recommends / price / size, price ranges 0-50-100-150+,
 * aggregations of 10, filter lists of at most 999 values, search text of at least 3 characters, minimum score
 * 0.02, fuzziness 2, minimum should match 75 %, boosts name 4, sku 2, category name 1.
 *
 * @example
 * defaultCatalogSearchConfig.defaultSize.product; // 50
 */
export const defaultCatalogSearchConfig: CatalogSearchConfig = Object.freeze({
  // The category fetch of SPEC §9 is the largest page: the contract's one cap of `GET /api/catalog`.
  defaultSize: Object.freeze({
    product: 50,
    category: MAX_SEARCH_SIZE,
    attribute: 150,
    review: 50,
    taxrule: 150,
    ...cms,
  }),
  maxSize: Object.freeze({
    product: 500,
    category: MAX_SEARCH_SIZE,
    attribute: 999,
    review: 500,
    taxrule: 999,
    cms_page: 500,
    cms_block: 500,
    cms_hierarchy: 500,
  }),
  fallbackSize: 50,
  sortableFields: Object.freeze({
    product: Object.freeze(['position', 'price', 'updated_at', 'created_at', 'name', 'sku', 'id', 'relevance']),
    category: Object.freeze(['position', 'name', 'level', 'id', 'relevance']),
    attribute: Object.freeze(['attribute_code', 'attribute_id', 'position']),
    review: Object.freeze(['created_at', 'rating', 'id']),
    taxrule: Object.freeze(['id', 'priority']),
    cms_page: Object.freeze(['sort_order', 'id', 'identifier', 'relevance']),
    cms_block: Object.freeze(['id', 'identifier', 'relevance']),
    cms_hierarchy: Object.freeze(['sort_order', 'id', 'identifier']),
  }),
  defaultSort: Object.freeze({ field: 'position', order: 'asc' }),
  defaultFilters: Object.freeze(['color', 'erin_recommends', 'price', 'size']),
  systemFilterNames: Object.freeze(['sort']),
  // One source for SPEC §9 price ranges: the buckets the search aggregates are the ones the storefront labels.
  priceRangeBounds: defaultPricingConfig.priceFilterBounds,
  aggregationSize: 10,
  maxFilterValues: 999,
  minSearchTextLength: 3,
  listOutOfStockProducts: true,
  preventDirectChildAccess: true,
  rootCategoryId: 2,
  search: Object.freeze({
    minScore: 0.02,
    fuzziness: 2,
    minimumShouldMatch: 0.75,
    boosts: Object.freeze({ name: 4, sku: 2, 'category.name': 1 }),
  }),
} satisfies CatalogSearchConfig);
