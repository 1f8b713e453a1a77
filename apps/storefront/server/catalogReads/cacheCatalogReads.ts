/** Answers the loaders' catalogue reads from memory while the catalogue revision stays the same. */
export interface CatalogReadCacheOptions {
  /**
   * The search backend's revision (`SearchBackend.revision`): it changes with every catalogue reload, CMS change
   * and stock change (an order), so an answer is never served after what it was made from changed.
   */
  readonly revision: () => string;
  /** At most this many answers are kept (least recently used out first). */
  readonly maxEntries?: number;
  /** At most this many bytes of answer bodies are kept; an answer over an eighth of it is never kept. */
  readonly maxBytes?: number;
}

/** A read's outcome: the kept answer, or the API's own answer when it is not to be kept (an error, a private one). */
interface Read {
  readonly entry: Entry | null;
  readonly response: Response | null;
}

interface Entry {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
}

/**
 * The reads whose answer depends only on the URL and the catalogue revision: search (`/api/catalog`), URL mapping,
 * CMS blocks and pages (in the search index), the product render list, and the seller identity and shipping terms
 * (configuration, fixed for the process). The home's content rows, reviews and slide photos are not: they change
 * without a new revision.
 */
const CACHEABLE =
  /^\/api\/(?:catalog|url|products\/render-list|ext\/cms-data\/cms(?:Block|Page)\/[^/]+|ext\/seller|ext\/shipping-terms)$/;
/**
 * Headers a cached answer keeps (the rest — security headers, dates — are the outer server's to set); the output
 * cache's tags too, which the shared page layer reads (`sharedPages/recordPageReads.ts`).
 */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'last-modified', 'x-cache-tags'];

/** Default bounds: the layout, the three page types and a few hundred category, filter and product reads. */
export const CATALOG_READ_CACHE_LIMITS = { maxEntries: 500, maxBytes: 16 * 1024 * 1024 } as const;

function cacheKey(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('Authorization') || request.headers.has('Cookie')) return null;
  const url = new URL(request.url);
  if (!CACHEABLE.test(url.pathname)) return null;
  // A cart or customer token makes a read personal.
  if (url.searchParams.has('token') || url.searchParams.has('cartId')) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Wraps the in-process fetch of the loaders (`server/createShopServer.ts`) with a cache of catalogue reads, keyed by
 * URL and valid for one catalogue revision: the whole cache is dropped when the revision moves. Concurrent reads of
 * the same URL share one API call. Bounded in entries and bytes (`CATALOG_READ_CACHE_LIMITS`), least recently used
 * out first; only whole 200 answers that are not private are kept. Each hit is a fresh `Response` over the kept bytes.
 * Why: a category page made eight API calls — routing, search, projection and JSON through Hono each time — for
 * answers that are the same for every visitor until the catalogue or the stock changes (issue 21).
 * @example
 * const fetchCached = cacheCatalogReads(api.fetch, { revision: () => search.revision });
 */
export function cacheCatalogReads(
  fetch: (request: Request) => Promise<Response>,
  {
    revision,
    maxEntries = CATALOG_READ_CACHE_LIMITS.maxEntries,
    maxBytes = CATALOG_READ_CACHE_LIMITS.maxBytes,
  }: CatalogReadCacheOptions,
): (request: Request) => Promise<Response> {
  const entries = new Map<string, Entry>();
  // Reads under way, by key; each is removed when its answer comes (bounded by the requests in flight).
  const inFlight = new Map<string, Promise<Read>>();
  let bytes = 0;
  let cachedRevision = revision();

  const forget = () => {
    entries.clear();
    inFlight.clear();
    bytes = 0;
  };
  const keep = (key: string, entry: Entry) => {
    if (entry.body.byteLength > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.body.byteLength;
    }
  };
  // A Response copies the bytes it is given: the kept ones stay as they are.
  const answer = (entry: Entry) =>
    new Response(entry.body, {
      status: entry.status,
      headers: entry.headers.map(([name, value]): [string, string] => [name, value]),
    });

  return async (request) => {
    const key = cacheKey(request);
    if (key === null) return fetch(request);
    const current = revision();
    if (current !== cachedRevision) {
      forget();
      cachedRevision = current;
    }
    const hit = entries.get(key);
    if (hit) {
      // Most recently used last: the eviction walks from the front.
      entries.delete(key);
      entries.set(key, hit);
      return answer(hit);
    }
    let pending = inFlight.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      return shared?.entry ? answer(shared.entry) : fetch(request);
    }
    pending = (async (): Promise<Read> => {
      const response = await fetch(request);
      if (response.status !== 200 || /\b(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '')) {
        return { entry: null, response };
      }
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = KEPT_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value] as const];
      });
      const entry: Entry = { body, status: 200, headers };
      // Kept only if the catalogue did not move while the API answered: the answer may be of either revision.
      if (revision() === current && cachedRevision === current) keep(key, entry);
      return { entry, response: null };
    })();
    const read = pending;
    inFlight.set(key, read);
    try {
      const { entry, response } = await read;
      return entry ? answer(entry) : (response as Response);
    } finally {
      if (inFlight.get(key) === read) inFlight.delete(key);
    }
  };
}
