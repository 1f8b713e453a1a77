import type { SearchCache, SearchResult } from '@citerne/catalog-search';

/**
 * A search cache kept in memory for the visit (SPEC §4 "Search with cache"), holding at most `limit` results
 * (the oldest go first).
 *
 * @example
 * const cache = memorySearchCache<ProductTeaser>(50);
 */
export function memorySearchCache<T>(limit = 50): SearchCache<T> {
  const entries = new Map<string, SearchResult<T>>();
  return {
    get: (key) => entries.get(key),
    set(key, result) {
      entries.delete(key);
      entries.set(key, result);
      while (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
