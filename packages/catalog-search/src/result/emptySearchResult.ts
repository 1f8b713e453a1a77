import type { SearchResult } from './SearchResult';

/**
 * A result holding nothing, for a page of `perPage` items from `start`.
 *
 * @example
 * emptySearchResult(0, 50).noresults; // true
 */
export function emptySearchResult<T = Record<string, unknown>>(start = 0, perPage = 0): SearchResult<T> {
  return {
    items: [],
    total: 0,
    start,
    perPage,
    aggregations: {},
    suggestions: {},
    attributeMetadata: [],
    noresults: true,
  };
}
