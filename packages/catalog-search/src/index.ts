export { skipDottedAttributeIds } from './attribute/skipDottedAttributeIds';
export { type SearchCache, type SearchWithCacheOptions, searchWithCache } from './cache/searchWithCache';
export { buildCategoryTree, type CategoryTree } from './category/buildCategoryTree';
export type { CategoryNode } from './category/CategoryNode';
export { categoryBreadcrumbs } from './category/categoryBreadcrumbs';
export { checkCategoryId } from './category/checkCategoryId';
export { type CategoryKey, findCategory } from './category/findCategory';
export type { CatalogSearchConfig, SortSpec } from './config/CatalogSearchConfig';
export { type CatalogSearchConfigOverrides, createCatalogSearchConfig } from './config/createCatalogSearchConfig';
export { defaultCatalogSearchConfig } from './config/defaultCatalogSearchConfig';
export { CatalogError, type CatalogErrorCode } from './errors/CatalogError';
export { catalogMessages } from './errors/catalogMessages';
export { type ConfigurableOptionLike, dropEmptyOptionValues } from './options/dropEmptyOptionValues';
export { checkProductLoad, type ProductLoadOutcome } from './product/checkProductLoad';
export { groupedProductLinks, type LinkedProduct } from './product/groupedProductLinks';
export type { LoadableChild, LoadableProduct } from './product/LoadableProduct';
export { markUnavailableChildren, type WithChildAvailability } from './product/markUnavailableChildren';
export { createSearchQuerySchema } from './query/createSearchQuerySchema';
export { decodeSearchQuery } from './query/decodeSearchQuery';
export { encodeSearchQuery, toCatalogSearchInput } from './query/encodeSearchQuery';
export { type EntityType, entityTypes } from './query/entityTypes';
export { type ParsedSearchQuery, parseSearchQuery } from './query/parseSearchQuery';
export type { SearchFilter, SearchQuery, SearchQueryInput, SearchRange } from './query/SearchQuery';
export { SearchQuerySchema } from './query/SearchQuerySchema';
export { type SearchScope, searchScopes } from './query/searchScopes';
export { emptySearchResult } from './result/emptySearchResult';
export { normalizeSearchResult } from './result/normalizeSearchResult';
export type {
  AttributeMetadata,
  RangeBucket,
  SearchAggregations,
  SearchResult,
  TermBucket,
} from './result/SearchResult';
export {
  buildCategoryQuery,
  type CategoryQuery,
  type CategoryQueryInput,
  type RouteQuery,
} from './route/buildCategoryQuery';
export type { FilterOption } from './route/FilterOption';
export { parsePriceRangeId } from './route/parsePriceRangeId';
export { priceRangeOptions } from './route/priceRangeOptions';
export { type SortOption, sortOptions } from './route/sortOptions';
export { visitorFilters } from './visitor/visitorFilters';
