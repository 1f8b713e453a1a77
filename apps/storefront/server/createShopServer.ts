import type { Api } from '@citerne/api';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ShopServerContext } from '../app/api/shopServerContext';
import { limitConcurrentRenders } from './limitConcurrentRenders';

export interface ShopServerOptions {
  api: Api;
  build: ServerBuild;
  /** Folder of the browser build (`build/client`). */
  clientDir: string;
  mode?: 'production' | 'development';
  /** Admin token of the slide-photo call, handed to the loaders (never to the browser). */
  slidePhotoToken?: string | undefined;
  /** The shop's public origin for canonical URLs; the request's origin when unset. */
  publicUrl?: string | undefined;
}

/** Page renders running at once: enough to overlap a render's loaders with another's React work on 2 cores. */
const PAGE_RENDERS_AT_ONCE = 4;

/**
 * One Hono app for the whole shop: the API under /api and /img, the hashed
 * assets with long-lived caching, and every other path rendered by React Router.
 */
export function createShopServer({
  api,
  build,
  clientDir,
  mode = 'production',
  slidePhotoToken,
  publicUrl,
}: ShopServerOptions) {
  const handleRequest = createRequestHandler(build, mode);
  // Page renders take turns so that the API's cart and order calls are never stuck behind a crowd of them (issue 19).
  const render = limitConcurrentRenders(PAGE_RENDERS_AT_ONCE);
  const { shopServerContext } = build.entry.module as { shopServerContext?: RouterContext<ShopServerContext | null> };
  if (!shopServerContext) throw new Error('The server build does not export shopServerContext (app/entry.server.tsx)');
  // Loaders call the API in-process: a relative URL resolves against an internal origin.
  const inProcessFetch: typeof fetch = (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://shop.internal'), init);
    return Promise.resolve(api.fetch(request));
  };

  const app = new Hono();
  app.use(compress());
  app.all('/api/*', (c) => api.fetch(c.req.raw));
  app.all('/img/*', (c) => api.fetch(c.req.raw));
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
  );
  app.all('*', (c) => {
    const context = new RouterContextProvider();
    context.set(shopServerContext, { fetch: inProcessFetch, slidePhotoToken, publicUrl });
    // A visitor who left while the page waited for its turn (a closed tab, a timeout) gets no render.
    return render(async () =>
      c.req.raw.signal.aborted ? new Response(null, { status: 499 }) : handleRequest(c.req.raw, context),
    );
  });
  return app;
}
