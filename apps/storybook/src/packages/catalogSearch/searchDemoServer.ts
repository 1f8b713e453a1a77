import { normalizeSearchResult, type SearchQuery, type SearchResult } from '@citerne/catalog-search';
import type { Product } from '@citerne/core-api/contract';
import { catalogue } from '@repo/test-utils';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function valueAt(product: Product, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], product);
}

/**
 * The demo's search server, in this page: NOT the shop's search engine (the API's embedded index runs on the
 * server only). It answers a `SearchQuery` over the tests' fixture catalogue (`@repo/test-utils`) with the raw
 * shape a backend answers — `{ items, total: { value }, start, perPage }` — keeping products whose name holds every
 * word of `text` and that pass the query's `term`/`terms` filters (the visitor filters among them); other filter
 * kinds are not part of this demo. While `reachable` is false it fails as a browser offline does.
 */
export function createSearchDemoServer() {
  let reachable = true;
  let requests = 0;
  return {
    setReachable(next: boolean) {
      reachable = next;
    },
    requests: () => requests,
    async search(query: SearchQuery): Promise<SearchResult<Product>> {
      if (!reachable) throw new TypeError('Failed to fetch');
      requests += 1;
      const words = folded(query.text ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const matches = catalogue.filter(
        (product) =>
          words.every((word) => folded(product.name ?? '').includes(word)) &&
          query.filters.every((filter) => {
            if (filter.kind === 'term') return valueAt(product, filter.field) === filter.value;
            if (filter.kind === 'terms') return (filter.values as unknown[]).includes(valueAt(product, filter.field));
            return true;
          }),
      );
      const raw = {
        items: matches.slice(query.start, query.start + query.size),
        total: { value: matches.length, relation: 'eq' },
        start: query.start,
        perPage: query.size,
      };
      // What a client does with any backend's answer: the package reads it into a SearchResult.
      return normalizeSearchResult<Product>(raw);
    },
  };
}
