import {
  encodeSearchQuery,
  normalizeSearchResult,
  type SearchCache,
  type SearchQueryInput,
  type SearchResult,
  searchWithCache,
} from '@citerne/catalog-search';
import type { ApiClient } from '@citerne/core-api';
import { type ProductTeaser, teaserFields, toProductTeaser } from '../catalog/ProductTeaser';
import { searchCatalog } from '../catalog/searchCatalog';

/** A page of search panel results. */
export interface SearchPage {
  readonly items: readonly ProductTeaser[];
  readonly total: number;
  readonly start: number;
  /** Empty because the shop could not be reached while offline (SPEC §4 "Search with cache"). */
  readonly offline: boolean;
}

/** What a search needs besides its text. */
export interface SearchProductsOptions {
  readonly client: () => Promise<ApiClient>;
  readonly cache: SearchCache<ProductTeaser>;
  readonly isOnline: () => boolean;
  readonly signal?: AbortSignal;
}

/**
 * The search panel's query (SPEC §2 "Search panel", §5 visitor search filters): the shopper's text under the
 * `search` visitor scope, a page of `size` products from `start`, through the session cache (SPEC §4 "Search
 * with cache": a cached result first; offline failures give an empty result flagged offline).
 *
 * @example
 * const page = await searchProducts('citerne', 0, 16, { client: browserApi, cache: new Map(), isOnline: () => true });
 */
export async function searchProducts(
  text: string,
  start: number,
  size: number,
  options: SearchProductsOptions,
): Promise<SearchPage> {
  const query: SearchQueryInput = { text, start, size, scope: 'search', include: [...teaserFields] };
  const result: SearchResult<ProductTeaser> = await searchWithCache({
    key: encodeSearchQuery(query),
    cache: options.cache,
    isOnline: options.isOnline,
    start,
    perPage: size,
    search: async () => {
      const answer = await searchCatalog(await options.client(), query, options.signal);
      return { ...normalizeSearchResult<ProductTeaser>(answer), items: answer.items.map(toProductTeaser) };
    },
  });
  return { items: result.items, total: result.total, start: result.start, offline: result.offline === true };
}
