/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { storeViews } from '../app/storeView/storeViews';
import { type CacheKind, cacheKindOf, cacheLimits, cacheNames, offlinePageUrl, requestFacts } from './cachingRules';
import { discoveryAnswer, isRouteDiscovery } from './routeManifest';
import { pageUrlOfData, parseWorkerMessage } from './workerMessages';

/**
 * The shop's service worker (ARCHITECTURE.md "Offline"; SPEC §4 "Offline and online"), bundled by
 * `scripts/buildServiceWorker.ts`, which also injects the precache manifest of the build (`workbox-build`
 * injectManifest). What it caches and how is decided by `cachingRules.ts`.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
/** The build this worker belongs to (a hash of its precache manifest), set when it is bundled. */
declare const __BUILD_ID__: string;
/** The build's route manifest script (`/assets/manifest-*.js`), precached, set when it is bundled. */
declare const __ROUTE_MANIFEST_URL__: string;

const storeCodes = storeViews.filter((store) => store.appendStoreCode).map((store) => store.code);
// Pages and their data reference the hashed assets of one build: they live in caches of that build, removed on
// activate with the old precache (an old page offline would load scripts the new build no longer has).
const pageCache = `${cacheNames.page}-${__BUILD_ID__}`;
const pageDataCache = `${cacheNames['page-data']}-${__BUILD_ID__}`;

// The shell and every route chunk of this build; `from` only tells the offline page why it is shown.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/] });
cleanupOutdatedCaches();
// A first visit is controlled at once (the pages it opens are cached for offline); an update waits (see message).
clientsClaim();

self.addEventListener('activate', (event) => {
  const current = new Set([pageCache, pageDataCache]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                (name.startsWith(`${cacheNames.page}-`) || name.startsWith(`${cacheNames['page-data']}-`)) &&
                !current.has(name),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

const matches =
  (kind: CacheKind) =>
  ({ request }: { request: Request }) => {
    const facts = requestFacts(request, self.location.origin);
    return facts !== null && cacheKindOf(facts) === kind;
  };
const bounded = (kind: CacheKind) => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ ...cacheLimits[kind], purgeOnQuotaError: true }),
];

// HTML pages: fresh when online; offline, the page as last seen, else the offline page (SPEC §8 "Offline").
registerRoute(
  matches('page'),
  new NetworkFirst({
    cacheName: pageCache,
    networkTimeoutSeconds: 4,
    // The pages vary only by encoding (`Vary: Accept-Encoding`), which the browser decodes before caching; the HTML
    // a page asked for ahead (CACHE_PAGE) was fetched with other headers than a document load sends.
    matchOptions: { ignoreVary: true },
    plugins: [
      ...bounded('page'),
      {
        handlerDidError: async ({ request }) =>
          Response.redirect(offlinePageUrl(new URL(request.url).pathname, storeCodes), 302),
      },
    ],
  }),
);

// A page's loader data (client-side navigation): network first like the page, so prices and stock are current
// online. Offline without its data but with its HTML cached (the page was opened by a full load), the router is
// told to load the document instead, which the page route above serves.
registerRoute(
  matches('page-data'),
  new NetworkFirst({
    cacheName: pageDataCache,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [
      ...bounded('page-data'),
      {
        handlerDidError: async ({ request }) => {
          const page = pageUrlOfData(new URL(request.url));
          if (!page || !(await caches.open(pageCache).then((cache) => cache.match(page, { ignoreVary: true }))))
            return undefined;
          // React Router's single-fetch redirect with a document reload (X-Remix-Reload-Document).
          return new Response(null, {
            status: 204,
            headers: { 'X-Remix-Redirect': page, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' },
          });
        },
      },
    ],
  }),
);

// Route discovery before a client-side navigation: the server when online, the precached manifest offline.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isRouteDiscovery(url, request.method),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const script = await matchPrecache(__ROUTE_MANIFEST_URL__);
      const routes = script ? discoveryAnswer(await script.text(), url.searchParams.get('version')) : null;
      if (!routes) throw error;
      return Response.json(routes);
    }
  },
);

// Catalogue and CMS reads: the cached answer at once, refreshed behind it (SPEC §4 "Search with cache").
registerRoute(
  matches('catalog'),
  new StaleWhileRevalidate({ cacheName: cacheNames.catalog, plugins: bounded('catalog') }),
);

// Images never change under one URL (resized renditions of the catalogue's files).
registerRoute(matches('image'), new CacheFirst({ cacheName: cacheNames.image, plugins: bounded('image') }));

self.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (message?.type === 'SKIP_WAITING') {
    // The shopper accepted the new version (the update prompt): take over, the pages reload on controllerchange.
    void self.skipWaiting();
  } else if (message?.type === 'CACHE_PAGE') {
    // A page reached by client-side navigation: its HTML is cached too, so reloading it offline works.
    const url = new URL(message.url, self.location.origin);
    const facts = { url, method: 'GET', mode: 'navigate', authorized: false };
    if (url.origin !== self.location.origin || cacheKindOf(facts) !== 'page') return;
    event.waitUntil(cachePage(url));
  }
});

/** Pages being fetched for the cache: a page asked twice is fetched once (a second write would hide the first). */
const pagesInFlight = new Set<string>();
/** A page cached this recently is not fetched again for the cache (SPEC §9 has no figure; one render a minute). */
const PAGE_REFRESH_MS = 60_000;

/** Caches the HTML of a page reached by client-side navigation (message `CACHE_PAGE`). */
async function cachePage(url: URL): Promise<void> {
  if (pagesInFlight.has(url.href)) return;
  pagesInFlight.add(url.href);
  try {
    const cache = await caches.open(pageCache);
    const cached = await cache.match(url.href, { ignoreVary: true });
    const cachedAt = Date.parse(cached?.headers.get('Date') ?? '');
    if (cached && Date.now() - cachedAt < PAGE_REFRESH_MS) return;
    const request = new Request(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    const response = await fetch(request);
    if (response.status === 200 && response.headers.get('Content-Type')?.startsWith('text/html')) {
      await cache.put(request, response);
    }
  } catch {
    // Offline or refused: the page is simply not kept.
  } finally {
    pagesInFlight.delete(url.href);
  }
}
