import { pagePathOfData } from './cachingRules';

/** What a page may tell the service worker. */
export type WorkerMessage =
  /** Activate the waiting worker now: the shopper accepted the new version. */
  | { readonly type: 'SKIP_WAITING' }
  /** Cache the HTML of this same-origin page (reached by client-side navigation). */
  | { readonly type: 'CACHE_PAGE'; readonly url: string };

/**
 * A message posted to the worker, checked before use (anything a page posts is outside input); `null` when it is
 * not one of {@link WorkerMessage}.
 * @example
 * parseWorkerMessage({ type: 'SKIP_WAITING' }); // { type: 'SKIP_WAITING' }
 */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'SKIP_WAITING') return { type: 'SKIP_WAITING' };
  if (data.type === 'CACHE_PAGE' && 'url' in data && typeof data.url === 'string' && data.url.startsWith('/')) {
    return { type: 'CACHE_PAGE', url: data.url };
  }
  return null;
}

/**
 * The page address a single-fetch data URL belongs to, with the page's own query (the router's `_routes` dropped):
 * `/c/x.data?_routes=category&sort=price` → `/c/x?sort=price`.
 */
export function pageUrlOfData(url: URL): string | null {
  const path = pagePathOfData(url.pathname);
  if (path === null) return null;
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
