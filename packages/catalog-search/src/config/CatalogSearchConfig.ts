import type { EntityType } from '../query/entityTypes';

/** A sort as `field` and `order`; `relevance` sorts by text score (best first). */
export interface SortSpec {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/**
 * The catalogue part of the store configuration: every constant of SPEC §9 "Page sizes",
 * "Sorting and filters" and "Search", plus the visitor rules of SPEC §5. Build one with
 * {@link createCatalogSearchConfig}; {@link defaultCatalogSearchConfig} holds the defaults.
 *
 * @example
 * const config: CatalogSearchConfig = createCatalogSearchConfig({ listOutOfStockProducts: false });
 */
export interface CatalogSearchConfig {
  /** Page size when a query names none, per entity type (product 50, attribute 150, category 4000, CMS 150/500). */
  readonly defaultSize: Readonly<Record<EntityType, number>>;
  /** Largest page a query may ask for, per entity type; larger sizes are capped. */
  readonly maxSize: Readonly<Record<EntityType, number>>;
  /** Size that replaces a size of 0 or less (SPEC §5: 50). */
  readonly fallbackSize: number;
  /** Fields each entity type may be sorted on (`relevance` is allowed wherever text search is). */
  readonly sortableFields: Readonly<Record<EntityType, readonly string[]>>;
  /** Sort of a product list when the route names none (SPEC §9: position ascending). */
  readonly defaultSort: SortSpec;
  /** Filters of a category page besides the category's own filterable attributes (SPEC §9). */
  readonly defaultFilters: readonly string[];
  /** Route query keys holding exactly one value (SPEC §2 "System filter types hold a single value"). */
  readonly systemFilterNames: readonly string[];
  /** Lower bounds of the price filter ranges (SPEC §9: 0, 50, 100, 150; the last is open-ended). */
  readonly priceRangeBounds: readonly number[];
  /** Buckets per term aggregation (SPEC §9: 10). */
  readonly aggregationSize: number;
  /** Values a terms filter may hold (SPEC §9 "Maximum filter query size 999"). */
  readonly maxFilterValues: number;
  /** Shortest search text (SPEC §9: 3). */
  readonly minSearchTextLength: number;
  /** Out-of-stock products are listed (SPEC §4: on by default); off adds an in-stock filter for visitors. */
  readonly listOutOfStockProducts: boolean;
  /** A visibility-1 child is redirected to its configurable parent instead of refused (SPEC §4 "Product loading"). */
  readonly preventDirectChildAccess: boolean;
  /** Category id of the catalogue root: a lookup below it fails at once (SPEC §5). */
  readonly rootCategoryId: number;
  /** Text search tuning (SPEC §9 "Search"). */
  readonly search: {
    readonly minScore: number;
    readonly fuzziness: number;
    readonly minimumShouldMatch: number;
    readonly boosts: Readonly<Record<string, number>>;
  };
}
