import type { Api } from '@citerne/api';
import { Hono, type MiddlewareHandler } from 'hono';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ShopServerContext } from '../app/api/shopServerContext';
import { cacheCatalogReads } from './catalogReads/cacheCatalogReads';
import { compressAnswers } from './compression/compressAnswers';
import { indexBuiltFiles } from './compression/indexBuiltFiles';
import { serveBuiltFiles } from './compression/serveBuiltFiles';
import { createNonce, SERVICE_WORKER_POLICY } from './contentSecurityPolicy';
import { limitConcurrentRenders } from './limitConcurrentRenders';
import { applySecurityHeaders, type ResponseKind } from './securityHeaders';

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
  /**
   * The catalogue revision (`SearchBackend.revision`): with it, the loaders' catalogue reads are answered from memory
   * until it changes (`catalogReads/cacheCatalogReads.ts`); without it, every read goes to the API.
   */
  catalogRevision?: () => string;
}

type ShopServerEnv = { Variables: { cspNonce: string; rendered: boolean } };

/** Page renders running at once: enough to overlap a render's loaders with another's React work on 2 cores. */
const PAGE_RENDERS_AT_ONCE = 4;

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
  catalogRevision,
}: ShopServerOptions) {
  const handleRequest = createRequestHandler(build, mode);
  // Page renders take turns so that the API's cart and order calls are never stuck behind a crowd of them (issue 19).
  const render = limitConcurrentRenders(PAGE_RENDERS_AT_ONCE);
  const { shopServerContext } = build.entry.module as { shopServerContext?: RouterContext<ShopServerContext | null> };
  if (!shopServerContext) throw new Error('The server build does not export shopServerContext (app/entry.server.tsx)');
  const callApi = async (request: Request) => api.fetch(request);
  const readApi = catalogRevision ? cacheCatalogReads(callApi, { revision: catalogRevision }) : callApi;
  // Loaders call the API in-process: a relative URL resolves against an internal origin.
  const inProcessFetch: typeof fetch = (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://shop.internal'), init);
    return readApi(request);
  };

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
  app.all('/api/*', (c) => api.fetch(c.req.raw));
  app.all('/img/*', (c) => api.fetch(c.req.raw));
  const builtFiles = serveBuiltFiles(indexBuiltFiles(clientDir));
  app.use('/assets/*', withHeaders({ 'Cache-Control': 'public, max-age=31536000, immutable' }));
  app.use('/assets/*', builtFiles);
  // The service worker (scripts/buildServiceWorker.ts): always checked with the server, so a new build's worker is
  // found at the next visit (browsers also cap its HTTP caching at 24 h); its own policy, the worker's.
  app.use('/sw.js', withHeaders({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': SERVICE_WORKER_POLICY }));
  app.use('/sw.js', builtFiles);
  app.use('*', withHeaders({ 'Cache-Control': 'public, max-age=3600' }));
  app.use('*', builtFiles);
  app.all('*', (c) => {
    const context = new RouterContextProvider();
    context.set(shopServerContext, { fetch: inProcessFetch, slidePhotoToken, publicUrl, nonce: c.get('cspNonce') });
    c.set('rendered', true);
    // A visitor who left while the page waited for its turn (a closed tab, a timeout) gets no render.
    return render(async () =>
      c.req.raw.signal.aborted ? new Response(null, { status: 499 }) : handleRequest(c.req.raw, context),
    );
  });
  return app;
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
