import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../result/SearchResult';
import { type SearchCache, searchWithCache } from './searchWithCache';

const result: SearchResult = {
  items: [{ sku: 'CS-EP-5' }],
  total: 1,
  start: 0,
  perPage: 50,
  aggregations: {},
  suggestions: {},
  attributeMetadata: [],
};

function mapCache(): SearchCache<Record<string, unknown>> & { store: Map<string, SearchResult> } {
  const store = new Map<string, SearchResult>();
  return { store, get: (key) => store.get(key), set: (key, value) => void store.set(key, value) };
}

describe('search with cache (SPEC §4)', () => {
  it('a cached result is returned first, flagged cache, without querying the backend', async () => {
    const cache = mapCache();
    cache.store.set('q=citerne', result);
    const search = vi.fn(async () => result);
    const answer = await searchWithCache({ key: 'q=citerne', cache, search, isOnline: () => true });
    expect(answer).toEqual({ ...result, cache: true });
    expect(search).not.toHaveBeenCalled();
  });

  it('without a cached result the backend is queried and its result stored', async () => {
    const cache = mapCache();
    const answer = await searchWithCache({ key: 'k', cache, search: async () => result, isOnline: () => true });
    expect(answer).toBe(result);
    expect(cache.store.get('k')).toBe(result);
  });

  it('a failure while offline gives an empty result flagged offline', async () => {
    const answer = await searchWithCache({
      key: 'k',
      cache: mapCache(),
      search: () => Promise.reject(new Error('network down')),
      isOnline: () => false,
      start: 0,
      perPage: 18,
    });
    expect(answer.items).toEqual([]);
    expect(answer.offline).toBe(true);
    expect(answer.perPage).toBe(18);
  });

  it('a failure while online rejects with the error', async () => {
    await expect(
      searchWithCache({
        key: 'k',
        cache: mapCache(),
        search: () => Promise.reject(new Error('backend 500')),
        isOnline: () => true,
      }),
    ).rejects.toThrow('backend 500');
  });

  it('a failing cache read counts as a miss', async () => {
    const cache: SearchCache<Record<string, unknown>> = {
      get: () => Promise.reject(new Error('quota')),
      set: () => undefined,
    };
    const answer = await searchWithCache({ key: 'k', cache, search: async () => result, isOnline: () => true });
    expect(answer).toBe(result);
  });
});
