import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import { parseSearchQuery } from '../query/parseSearchQuery';
import type { SearchFilter, SearchQuery, SearchRange } from '../query/SearchQuery';
import type { FilterOption } from './FilterOption';
import { parsePriceRangeId } from './parsePriceRangeId';
import { type SortOption, sortOptions } from './sortOptions';

/** The route query of a category page: `?color=49&color=50&price=0-50&sort=price:asc`. */
export type RouteQuery = Readonly<Record<string, string | readonly (string | null)[] | null | undefined>>;

/** What {@link buildCategoryQuery} needs. */
export interface CategoryQueryInput {
  readonly categoryId: number;
  readonly routeQuery: RouteQuery;
  /** The category's filterable attribute codes; the config's default filters are always allowed. */
  readonly filterableAttributes?: readonly string[];
  readonly start?: number;
  readonly size?: number;
  readonly config?: CatalogSearchConfig;
}

/** A category page's query with what the page shows about it. */
export interface CategoryQuery {
  readonly query: SearchQuery;
  /** The active filters by attribute code, as filter options (for chips and checked boxes). */
  readonly activeFilters: Readonly<Record<string, readonly FilterOption[]>>;
  readonly sort: SortOption;
}

function values(raw: RouteQuery[string]): string[] {
  if (raw === undefined || raw === null) return [];
  const items = typeof raw === 'string' ? [raw] : raw.filter((item): item is string => typeof item === 'string');
  return items
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * Builds the product query of a category page from its route query (SPEC §2 "Filters and sort travel in the route
 * query. System filter types hold a single value. Other filters hold one or more option ids."): system filters
 * (`sort`) keep their first value; other filters keep their numeric option ids; `price` holds range ids
 * (`50-100`, `150-`); unknown keys and malformed values are ignored; the sort falls back to the configured default
 * (SPEC §9). The query lists the category's products under the catalogue visitor scope, with an aggregation per
 * allowed filter.
 *
 * @example
 * const { query, sort } = buildCategoryQuery({ categoryId: 11, routeQuery: { color: ['49', '50'], sort: 'price:asc' } });
 * sort.label; // 'Prix croissant'
 * query.filters; // [{ kind: 'term', field: 'category_ids', value: 11 }, { kind: 'terms', field: 'color', values: [49, 50] }]
 */
export function buildCategoryQuery(input: CategoryQueryInput): CategoryQuery {
  const config = input.config ?? defaultCatalogSearchConfig;
  const allowed = [...new Set([...config.defaultFilters, ...(input.filterableAttributes ?? [])])];
  const defaultSort =
    sortOptions.find((o) => o.field === config.defaultSort.field && o.order === config.defaultSort.order) ??
    ({
      ...config.defaultSort,
      label: config.defaultSort.field,
      value: `${config.defaultSort.field}:${config.defaultSort.order}`,
    } as SortOption);
  const requestedSort = config.systemFilterNames.includes('sort') ? values(input.routeQuery.sort)[0] : undefined;
  const sort = sortOptions.find((o) => o.value === requestedSort) ?? defaultSort;

  const filters: SearchFilter[] = [{ kind: 'term', field: 'category_ids', value: input.categoryId }];
  const activeFilters: Record<string, FilterOption[]> = {};
  for (const code of allowed) {
    if (config.systemFilterNames.includes(code)) continue;
    const raw = values(input.routeQuery[code]);
    if (code === 'price') {
      const ranges = raw.flatMap((id) => {
        const range = parsePriceRangeId(id);
        return range ? [{ id, range }] : [];
      });
      if (ranges.length === 0) continue;
      filters.push({ kind: 'range', field: 'price', ranges: ranges.map((r): SearchRange => r.range) });
      activeFilters.price = ranges.map(({ id, range }) => ({ id, type: 'price', ...range, single: false }));
      continue;
    }
    const ids = [...new Set(raw.filter((id) => /^\d{1,10}$/.test(id)))];
    if (ids.length === 0) continue;
    filters.push({ kind: 'terms', field: code, values: ids.map(Number) });
    activeFilters[code] = ids.map((id) => ({ id, type: code, single: false }));
  }
  const parsed = parseSearchQuery(
    {
      type: 'product',
      scope: 'catalog',
      filters,
      sort: { field: sort.field, order: sort.order },
      aggregations: allowed.filter((code) => !config.systemFilterNames.includes(code)),
      ...(input.start === undefined ? {} : { start: input.start }),
      ...(input.size === undefined ? {} : { size: input.size }),
    },
    config,
  );
  if (!parsed.success) throw new Error(`Category query is invalid: ${parsed.message}`);
  return { query: parsed.query, activeFilters, sort };
}
