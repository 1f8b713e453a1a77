import {
  encodeSearchQuery,
  parseSearchQuery,
  type SearchResult,
  searchWithCache,
  visitorFilters,
} from '@citerne/catalog-search';
import type { Product } from '@citerne/core-api/contract';
import { formatPrice } from '@citerne/pricing';
import { type FormEvent, useId, useState } from 'react';
import '../shared/docsPlayground.css';
import { createSearchDemoServer } from './searchDemoServer';

type Outcome =
  | { readonly kind: 'result'; readonly key: string; readonly result: SearchResult<Product> }
  | { readonly kind: 'refused'; readonly message: string };

/** Where the answer came from, in the flags `searchWithCache` sets (SPEC §4 "Search with cache"). */
function sourceOf(result: SearchResult<Product>): string {
  if (result.offline) return 'offline: an empty result flagged `offline`';
  if (result.cache) return 'the cache (flagged `cache`), no request sent';
  return 'the demo server';
}

/**
 * A search run the way a client of the package runs it: the input validated by `parseSearchQuery`, the visitor
 * filters of `visitorFilters('search')` added, the result kept under the `encodeSearchQuery` key by
 * `searchWithCache` (served from the cache next time, empty and flagged `offline` when offline and not cached), the
 * answer read by `normalizeSearchResult`. Only the answering server is the demo's own.
 */
export function SearchWithCacheDemo() {
  const [{ server, cache }] = useState(() => ({
    server: createSearchDemoServer(),
    cache: new Map<string, SearchResult<Product>>(),
  }));
  const [text, setText] = useState('citerne');
  const [online, setOnline] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = useId();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSearchQuery({ type: 'product', text, size: 6, filters: visitorFilters('search') });
    if (!parsed.success) {
      setOutcome({ kind: 'refused', message: parsed.message });
      return;
    }
    const key = encodeSearchQuery(parsed.query);
    const result = await searchWithCache<Product>({
      key,
      cache: { get: (k) => cache.get(k), set: (k, value) => void cache.set(k, value) },
      isOnline: () => online,
      search: () => server.search(parsed.query),
      perPage: parsed.query.size,
    });
    setOutcome({ kind: 'result', key, result });
  };
  const switchNetwork = () => {
    server.setReachable(!online);
    setOnline(!online);
  };

  return (
    <div className="docs-playground" lang="en">
      <form onSubmit={(event) => void search(event)} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <label>
          Text
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <div style={{ display: 'flex', alignItems: 'end', gap: '0.5rem' }}>
          <button type="submit">Search</button>
          <button type="button" onClick={switchNetwork}>
            {online ? 'Go offline' : 'Come back online'}
          </button>
        </div>
      </form>
      <p>
        Network: <strong data-testid="network">{online ? 'online' : 'offline'}</strong> · requests the demo server
        answered: <strong data-testid="requests">{server.requests()}</strong>
      </p>
      {outcome?.kind === 'refused' && <p role="alert">Refused by parseSearchQuery: {outcome.message}</p>}
      {outcome?.kind === 'result' && (
        <section aria-labelledby={`${id}-result`}>
          <h3 id={`${id}-result`}>
            {outcome.result.total} result{outcome.result.total === 1 ? '' : 's'}, from{' '}
            <span data-testid="source">{sourceOf(outcome.result)}</span>
          </h3>
          <p>
            Cache key (<code>encodeSearchQuery</code>): <code>{outcome.key}</code>
          </p>
          <ul data-testid="results">
            {outcome.result.items.map((product) => (
              <li key={product.sku}>
                {product.name} <code>{product.sku}</code>
                {typeof product.price_incl_tax === 'number' ? ` — ${formatPrice(product.price_incl_tax)}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
