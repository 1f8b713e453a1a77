import { emptySearchResult } from '../result/emptySearchResult';
import type { SearchResult } from '../result/SearchResult';

/** Where search results are kept between calls (an IndexedDB store, a Map); both calls may be async. */
export interface SearchCache<T> {
  get(key: string): Promise<SearchResult<T> | undefined> | SearchResult<T> | undefined;
  set(key: string, result: SearchResult<T>): Promise<void> | void;
}

/** What {@link searchWithCache} needs. */
export interface SearchWithCacheOptions<T> {
  /** The cache key: the encoded query (`encodeSearchQuery`) is a good one. */
  readonly key: string;
  readonly cache: SearchCache<T>;
  readonly search: () => Promise<SearchResult<T>>;
  readonly isOnline: () => boolean;
  /** Page reported on the offline empty result. */
  readonly start?: number;
  readonly perPage?: number;
}

/**
 * SPEC §4 "Search with cache": returns the cached result first if present (flagged `cache`), otherwise queries the
 * backend and stores the result. On failure, offline returns an empty result flagged `offline`; online rejects with
 * the error (SPEC §8 "A search failure while online rejects"). A failing cache read counts as a miss.
 *
 * @example
 * const result = await searchWithCache({
 *   key: encodeSearchQuery(query), cache, isOnline: () => navigator.onLine,
 *   search: () => fetchCatalog(query),
 * });
 */
export async function searchWithCache<T>(options: SearchWithCacheOptions<T>): Promise<SearchResult<T>> {
  const cached = await Promise.resolve()
    .then(() => options.cache.get(options.key))
    .catch(() => undefined);
  if (cached !== undefined) return { ...cached, cache: true };
  try {
    const result = await options.search();
    await Promise.resolve()
      .then(() => options.cache.set(options.key, result))
      .catch(() => undefined);
    return result;
  } catch (error) {
    if (!options.isOnline()) return { ...emptySearchResult<T>(options.start, options.perPage), offline: true };
    throw error;
  }
}
