import type { Api, OutputCache } from '@citerne/api';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ShopServerContext } from '../app/api/shopServerContext';
import { hasDecidedConsent } from '../app/chrome/consentCookie';
import { storeViewOfPath } from '../app/storeView/storeViewOfPath';
import { cacheCatalogReads } from './catalogReads/cacheCatalogReads';
import { compressAnswers } from './compression/compressAnswers';
import { indexBuiltFiles } from './compression/indexBuiltFiles';
import { serveBuiltFiles } from './compression/serveBuiltFiles';
import { createNonce, SERVICE_WORKER_POLICY } from './contentSecurityPolicy';
import { createPageCache, PAGE_CACHE_DEFAULTS, type PageCache, type PageCacheOptions } from './createPageCache';
import { limitConcurrentRenders } from './limitConcurrentRenders';
import { applySecurityHeaders, type ResponseKind } from './securityHeaders';
import { createSharedPageCache } from './sharedPages/createSharedPageCache';

export interface ShopServerOptions {
  api: Api;
  build: ServerBuild;
  /** Folder of the browser build (`build/client`). */
  clientDir: string;
  mode?: 'production' | 'development';
  /** Admin token of the slide-photo call, handed to the loaders (never to the browser). */
  slidePhotoToken?: string | undefined;
  /** The shop's public origin for canonical URLs; the request's origin when unset. An https one turns HSTS on. */
  publicUrl?: string | undefined;
  /** Origins the pages may post forms to besides the shop (the card providers' payment pages, `form-action`). */
  formActionOrigins?: readonly string[];
  /** Origins the consented tag manager loads images from, calls and frames (`CSP_TAG_MANAGER_ORIGINS`). */
  tagManagerOrigins?: readonly string[];
  /** The page output cache's lifetime and bounds (`PAGE_CACHE_DEFAULTS`; `PAGE_CACHE_TTL_SECONDS` in production). */
  pageCache?: PageCacheOptions;
  /**
   * The catalogue revision (`SearchBackend.revision`): with it, the loaders' catalogue reads are answered from memory
   * until it changes (`catalogReads/cacheCatalogReads.ts`); without it, every read goes to the API.
   */
  catalogRevision?: () => string;
  /**
   * The shared output cache (Redis, `REDIS_URL`; `startPlatform`'s `outputCache`): anonymous pages are kept there for
   * every shop process, behind the in-process page cache (`sharedPages/createSharedPageCache.ts`). Off when absent.
   */
  outputCache?: OutputCache | undefined;
}

type ShopServerEnv = { Variables: { cspNonce: string; rendered: boolean } };

/**
 * Browsing work running at once (page renders and the browser's catalogue reads): enough to overlap a render's
 * loaders with another's React work on 2 cores.
 */
const BROWSING_AT_ONCE = 4;

/**
 * The API calls of a shopper's purchase (cart, order, payment, stock check, account): never queued behind browsing.
 * Any other GET under /api is a catalogue or content read and takes a browsing turn.
 */
const PURCHASE_CALLS = /^\/api\/(cart|order|payment|stock|user)(\/|$)/;

/** The origin the loaders' relative API URLs resolve against (they call the API in-process). */
const INTERNAL_ORIGIN = 'http://shop.internal';

/** The longest URL whose page is kept (longer ones are rendered each time). */
const MAX_CACHED_URL = 2_048;

/**
 * One Hono app for the whole shop: the API under /api and /img, the hashed
 * assets with long-lived caching, and every other path rendered by React Router.
 * Every answer carries the security headers (`securityHeaders.ts`); each render gets a fresh CSP nonce, handed
 * to the render through the router context (`ShopServerContext.nonce`, read by `app/entry.server.tsx`) and
 * written into that answer's policy.
 */
export function createShopServer({
  api,
  build,
  clientDir,
  mode = 'production',
  slidePhotoToken,
  publicUrl,
  formActionOrigins = [],
  tagManagerOrigins = [],
  pageCache: pageCacheOptions = PAGE_CACHE_DEFAULTS,
  catalogRevision,
  outputCache,
}: ShopServerOptions) {
  const handleRequest = createRequestHandler(build, mode);
  // Page renders and catalogue reads take turns so that the API's cart and order calls are never stuck behind a
  // crowd of them (issue 19): a purchase call runs at once, browsing waits for a turn without taking any CPU.
  const browsing = limitConcurrentRenders(BROWSING_AT_ONCE);
  // Identical page requests share a render, and a rendered page is answered again for a few seconds.
  const pages: PageCache = createPageCache(pageCacheOptions);
  const { shopServerContext } = build.entry.module as { shopServerContext?: RouterContext<ShopServerContext | null> };
  if (!shopServerContext) throw new Error('The server build does not export shopServerContext (app/entry.server.tsx)');
  const callApi = async (request: Request) => api.fetch(request);
  const readApi = catalogRevision ? cacheCatalogReads(callApi, { revision: catalogRevision }) : callApi;
  // Loaders call the API in-process: a relative URL resolves against an internal origin.
  const inProcessFetch: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), INTERNAL_ORIGIN), init);
    return readApi(request);
  };
  const sharedPages = outputCache
    ? createSharedPageCache({
        cache: outputCache,
        fetch: inProcessFetch,
        origin: INTERNAL_ORIGIN,
        buildVersion: build.assets.version,
      })
    : null;

  const app = new Hono<ShopServerEnv>();
  // Outermost: the headers go on every answer, the API's, the static files', the pages' and the error answers'.
  app.use(async (c, next) => {
    const nonce = createNonce();
    c.set('cspNonce', nonce);
    c.set('rendered', false);
    await next();
    const url = new URL(c.req.url);
    const https = url.protocol === 'https:' || Boolean(publicUrl?.startsWith('https://'));
    const page = c.get('rendered') && Boolean(c.res.headers.get('Content-Type')?.startsWith('text/html'));
    const kind: ResponseKind = page
      ? { kind: 'page', policy: { nonce, formActionOrigins, tagManagerOrigins, https } }
      : { kind: 'resource' };
    const options = { hsts: https, origin: publicUrl ?? url.origin };
    try {
      applySecurityHeaders(c.res.headers, kind, options);
    } catch {
      // A response with immutable headers (one a fetch() returned) is copied first.
      c.res = new Response(c.res.body, c.res);
      applySecurityHeaders(c.res.headers, kind, options);
    }
  });
  // Pages, `.data` and the API's JSON are compressed per answer; the build's files were at build time.
  app.use(compressAnswers());
  app.all('/api/*', (c) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || PURCHASE_CALLS.test(c.req.path)) return api.fetch(request);
    return browsing(async () => (request.signal.aborted ? new Response(null, { status: 499 }) : api.fetch(request)));
  });
  app.all('/img/*', (c) => api.fetch(c.req.raw));
  const builtFiles = serveBuiltFiles(indexBuiltFiles(clientDir));
  app.use('/assets/*', withHeaders({ 'Cache-Control': 'public, max-age=31536000, immutable' }));
  app.use('/assets/*', builtFiles);
  // The service worker (scripts/buildServiceWorker.ts): always checked with the server, so a new build's worker is
  // found at the next visit (browsers also cap its HTTP caching at 24 h); its own policy, the worker's.
  app.use('/sw.js', withHeaders({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': SERVICE_WORKER_POLICY }));
  // Read from the disk at each request (compressed on the fly), not from the start-up index: the browser compares
  // the worker byte for byte at each check, and the file must be the one on disk now (offline.spec.ts swaps it).
  app.use('/sw.js', serveStatic({ root: clientDir }));
  app.use('*', withHeaders({ 'Cache-Control': 'public, max-age=3600' }));
  app.use('*', builtFiles);
  app.all('*', (c) => {
    const nonce = c.get('cspNonce');
    c.set('rendered', true);
    const request = c.req.raw;
    // A visitor who left while the page waited for its turn (a closed tab, a timeout) gets no render.
    const renderWith = (fetch: typeof globalThis.fetch) => {
      const context = new RouterContextProvider();
      context.set(shopServerContext, { fetch, slidePhotoToken, publicUrl, nonce });
      return browsing(async () =>
        request.signal.aborted ? new Response(null, { status: 499 }) : handleRequest(request, context),
      );
    };
    const key = pageKey(request);
    if (!key) return renderWith(inProcessFetch);
    // In-process first (5 s, shared renders), then the shared output cache of every process (issue 23).
    const render = sharedPages
      ? () =>
          sharedPages.serve(
            `${key}|store=${storeViewOfPath(new URL(request.url).pathname).store.code}`,
            nonce,
            renderWith,
          )
      : () => renderWith(inProcessFetch);
    return pages.serve(key, nonce, render);
  });
  return app;
}

/**
 * The page cache's key of a request: everything a render reads of it — the URL (the host too: canonical links are
 * built from it when PUBLIC_URL is unset), whether the cookie notice was answered (`root.tsx`), whether a crawler
 * asks (it gets the whole document at once, `entry.server.tsx`). Null for what is never kept: not a GET, a request
 * with credentials (pages are rendered anonymously, but a request carrying them is not one to share), a very long URL.
 */
function pageKey(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('Authorization') || request.url.length > MAX_CACHED_URL)
    return null;
  const userAgent = request.headers.get('User-Agent');
  const crawler = userAgent ? isbot(userAgent) : false;
  const consent = hasDecidedConsent(request.headers.get('Cookie'));
  return `${crawler ? 'crawler' : 'browser'}|consent=${consent ? 1 : 0}|${request.url}`;
}

/**
 * Headers for the static files a path serves, set on the answer `serveBuiltFiles` built (after it, so only once
 * a file was found). A header already set by an inner handler wins; a rendered page
 * (not a file) is left alone.
 */
function withHeaders(headers: Readonly<Record<string, string>>): MiddlewareHandler<ShopServerEnv> {
  return async (c, next) => {
    await next();
    if (c.get('rendered') || c.res.status !== 200) return;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
