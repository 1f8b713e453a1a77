import { isShareablePage } from './isShareablePage';
import { readBodyWithin } from './readBodyWithin';
import { chunksAtNonce, splitAtNonce } from './splitAtNonce';

/** How long rendered pages are served again, and how much of them the process keeps. */
export interface PageCacheOptions {
  /** How long a rendered page is served again, ms; 0 keeps none (identical requests still share one render). */
  readonly ttlMs: number;
  /** Pages kept at most (least recently used dropped first). */
  readonly maxEntries: number;
  /** Bytes of kept pages at most, all pages together (least recently used dropped first). */
  readonly maxBytes: number;
  /** A page larger than this is never kept, bytes. */
  readonly maxEntryBytes: number;
  readonly now?: () => number;
}

/** The production bounds: 5 s, 400 pages, 24 MB (a category page is about 160 KB), 1 MB a page. */
export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  ttlMs: 5_000,
  maxEntries: 400,
  maxBytes: 24 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

/** What a render gave that can be answered again: the status, the headers, the body cut at the render's nonce. */
interface StoredPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  /** The body's bytes between the occurrences of the render's nonce. */
  readonly parts: readonly Uint8Array[];
  readonly bytes: number;
  readonly storedAt: number;
}

/**
 * A page another cache kept (the shared output cache, `sharedPages/`), handed to {@link createPageCache}'s `serve` by
 * its `render` instead of a response: its body cut at the nonce of the render that made it. Its headers are this
 * answer's as they are; the page is kept in memory without the ones of one answer only.
 */
export interface KeptPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly parts: readonly Uint8Array[];
}

/** How an answer was made: kept page, another request's render, or a render of its own. */
export type PageCacheOutcome = 'hit' | 'shared' | 'miss';

/**
 * The shop's page output cache (issue 19: pages must not starve the cart on a busy day; issue 21: server cost).
 *
 * A server render costs tens of times an add-to-cart, and on a busy day most renders are the same few pages (the
 * home, the top categories, the popular products) asked for by many shoppers at once. So:
 * - **identical requests share one render**: a request that arrives while the same page is rendering waits for
 *   that render and answers its bytes, instead of queueing a render of its own;
 * - a rendered page is **answered again for `ttlMs`** (5 s by default): a price, a stock status or a CMS change shows
 *   at most that late on the page, while the cart, the totals and the order always read the live data (SPEC §4).
 *
 * Only what is the same for every visitor is kept: the shop server gives no page to a request with credentials
 * (pages are rendered anonymously; the customer's data is loaded by the browser) and keys each page by everything the
 * render reads of the request (`key`). Only a complete `200` HTML or route-data answer without `Set-Cookie` is kept,
 * never a partial one (a render that failed mid-stream). The render's CSP nonce is replaced by each answer's own, so a
 * kept page never repeats a nonce. Memory is bounded by `maxEntries` and `maxBytes` (least recently used first).
 * @example
 * const pages = createPageCache(PAGE_CACHE_DEFAULTS);
 * const response = await pages.serve(`${url}|consent=1`, nonce, () => render(request, nonce));
 */
export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries, maxBytes, maxEntryBytes, now = Date.now } = options;
  for (const [name, value] of Object.entries({ ttlMs, maxEntries, maxBytes, maxEntryBytes })) {
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`Page cache: ${name} must be a number ≥ 0 (got ${value})`);
  }
  /** Kept pages by key, least recently used first (a Map keeps insertion order). */
  const kept = new Map<string, StoredPage>();
  let keptBytes = 0;
  /** Renders under way by key: what their waiters get, null when the render could not be shared. */
  const rendering = new Map<string, Promise<StoredPage | null>>();
  const counts: Record<PageCacheOutcome, number> = { hit: 0, shared: 0, miss: 0 };

  const drop = (key: string) => {
    const page = kept.get(key);
    if (!page) return;
    kept.delete(key);
    keptBytes -= page.bytes;
  };
  const keep = (key: string, page: StoredPage) => {
    if (ttlMs === 0 || page.bytes > maxEntryBytes) return;
    drop(key);
    kept.set(key, page);
    keptBytes += page.bytes;
    for (const [oldest] of kept) {
      if (kept.size <= maxEntries && keptBytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const fresh = (key: string): StoredPage | undefined => {
    const page = kept.get(key);
    if (!page) return undefined;
    if (now() - page.storedAt >= ttlMs) {
      drop(key);
      return undefined;
    }
    // Most recently used last.
    kept.delete(key);
    kept.set(key, page);
    return page;
  };

  return {
    /**
     * Answers the page of `key`: a kept one, the render under way of the same key, or `render()`'s own answer
     * (streamed to this request as it comes, and kept when it completes). `nonce` is this answer's CSP nonce,
     * the one `render` puts in the page.
     */
    async serve(key: string, nonce: string, render: () => Promise<Response | KeptPage>): Promise<Response> {
      const page = fresh(key);
      if (page) {
        counts.hit += 1;
        return answer(page, nonce, 'hit');
      }
      const underWay = rendering.get(key);
      if (underWay) {
        const shared = await underWay;
        if (shared) {
          counts.shared += 1;
          return answer(shared, nonce, 'shared');
        }
        // The render could not be shared (an error page, a visitor who left mid-stream): render this one.
      }
      counts.miss += 1;
      let settle: (page: StoredPage | null) => void = () => {};
      const shared = new Promise<StoredPage | null>((resolve) => {
        settle = resolve;
      });
      // Requests arriving from now on wait for this render (after a failed share, the first to render again leads).
      const leads = !rendering.has(key);
      if (leads) rendering.set(key, shared);
      const done = (stored: StoredPage | null) => {
        if (rendering.get(key) === shared) rendering.delete(key);
        if (stored) keep(key, stored);
        settle(stored);
      };
      let response: Response | KeptPage;
      try {
        response = await render();
      } catch (error) {
        done(null);
        throw error;
      }
      if (!(response instanceof Response)) {
        // Already whole and cut at its nonce: kept and answered without reading a stream.
        const bytes = response.parts.reduce((sum, part) => sum + part.byteLength, 0);
        const stored: StoredPage = {
          status: response.status,
          headers: response.headers.filter(([name]) => !ONE_ANSWER_HEADERS.has(name)),
          parts: response.parts,
          bytes,
          storedAt: now(),
        };
        done(stored);
        return answer({ ...stored, headers: response.headers }, nonce, 'miss');
      }
      if (!isShareablePage(response)) {
        done(null);
        return response;
      }
      return collect(response, nonce, maxEntryBytes, now, done);
    },
    /** How many answers were kept pages, shared renders and renders of their own since the start. */
    counts: (): Readonly<Record<PageCacheOutcome, number>> => ({ ...counts }),
    /** Pages and bytes kept now. */
    size: () => ({ entries: kept.size, bytes: keptBytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The headers a kept page is answered with: the render's own, less what belongs to one answer only (its length, its
 * policy, and whether the shared output cache answered it: `X-Page-Cache` tells of this cache's answers).
 */
function storedHeaders(headers: Headers): (readonly [string, string])[] {
  return [...headers].filter(([name]) => !ONE_ANSWER_HEADERS.has(name));
}

const ONE_ANSWER_HEADERS = new Set(['content-length', 'content-security-policy', 'x-output-cache']);

/**
 * Streams the render's body to its own request as it comes (the first byte is not delayed) and reads a copy to
 * the end whatever that request does: a visitor who leaves mid-stream does not waste the render for those waiting
 * on it. When the copy ends whole, `done` gets the page, else (the render failed, the page is too large) null.
 */
function collect(
  response: Response,
  nonce: string,
  maxEntryBytes: number,
  now: () => number,
  done: (page: StoredPage | null) => void,
): Response {
  const headers = storedHeaders(response.headers);
  const [toVisitor, toKeep] = (response.body as ReadableStream<Uint8Array>).tee();
  void readBodyWithin(toKeep, maxEntryBytes, (body) =>
    done(body && { status: 200, headers, parts: splitAtNonce(body, nonce), bytes: body.byteLength, storedAt: now() }),
  );
  const answered = new Headers(response.headers);
  answered.set('X-Page-Cache', 'miss');
  return new Response(toVisitor, { status: response.status, headers: answered });
}

/**
 * A kept page answered with `nonce` between its parts, streamed in a few chunks (`chunksAtNonce`): the large parts go
 * to the socket as they are, never copied into one buffer (a 160 KB copy and its garbage per answer doubled the CPU a
 * cached answer costs).
 */
function answer(page: StoredPage, nonce: string, outcome: PageCacheOutcome): Response {
  const chunks = chunksAtNonce(page.parts, nonce);
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('X-Page-Cache', outcome);
  headers.set('Content-Length', String(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)));
  if (chunks.length === 1) return new Response(chunks[0] as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Response(body, { status: page.status, headers });
}
