/**
 * Which requests the service worker caches, and how (SPEC §4 "Offline and online", "Search with cache";
 * ARCHITECTURE.md "Offline"). Pure functions of the request, shared by the worker (`serviceWorker.ts`) and its tests.
 *
 * The rule is an allow-list: a request is cached only when it is one of the kinds below. Everything else — the cart,
 * the user, orders, payments, the newsletter, the contact and withdrawal forms, the mail service, stock, live
 * prices (render-list), reviews written, CSP reports — always goes to the network, so a shopper never sees another
 * moment's cart, order or account, and a write is never answered from a cache.
 */

/** How a cached kind of request is served. */
export type CacheKind =
  /** An HTML page: network first, the cached page when offline, the offline page when none. */
  | 'page'
  /** A page's loader data (React Router single fetch, `*.data`): network first, like the page it belongs to. */
  | 'page-data'
  /** Catalogue and CMS reads of the API: stale-while-revalidate, bounded in entries and age. */
  | 'catalog'
  /** Product and CMS images (`/img/*`): cache first, bounded in entries and age. */
  | 'image';

/** What the rules look at: a `Request` or a plain description of one (tests). */
export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  /** `navigate` for a document load. */
  readonly mode: string;
  /** The request carries credentials of a user (`Authorization` header): never cached. */
  readonly authorized: boolean;
}

/** The cache names of each kind; the worker's version does not appear: runtime entries outlive a deployment. */
export const cacheNames: Readonly<Record<CacheKind, string>> = {
  page: 'citerne-pages',
  'page-data': 'citerne-page-data',
  catalog: 'citerne-catalog',
  image: 'citerne-images',
};

/** Bounds of each runtime cache (entries, seconds): every cache of the shop is bounded (ARCHITECTURE.md). */
export const cacheLimits: Readonly<Record<CacheKind, { maxEntries: number; maxAgeSeconds: number }>> = {
  page: { maxEntries: 60, maxAgeSeconds: 7 * 86_400 },
  'page-data': { maxEntries: 120, maxAgeSeconds: 7 * 86_400 },
  // SPEC §9 "Output cache ttl 86400 s": a catalogue read a day old is still worth showing offline.
  catalog: { maxEntries: 200, maxAgeSeconds: 86_400 },
  image: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 },
};

/** The catalogue and CMS reads of the API (SPEC §7 "Catalogue search", "CMS data", "URL mapping"). */
const catalogReads = [
  /^\/api\/catalog(\/|$)/,
  /^\/api\/url\/?$/,
  /^\/api\/ext\/cms-data\//,
  /^\/api\/content\//,
  /^\/api\/ext\/slide-photo(\/|$)/,
];

/** The CMS page HTML the terms-and-conditions modal reads (`/cms-content/{identifier}`). */
const cmsContent = /^\/cms-content\/[^/]+$/;

/**
 * Pages whose content belongs to one shopper or whose address carries a secret: the account, the invoice and
 * payment-failure pages of an order, login as customer, the newsletter unsubscribe link, and the offline page
 * itself (precached with the build). Optionally behind a store-code segment (`/de/my-account`).
 */
const personalPages =
  /^(\/[a-z]{2})?\/(my-account|invoice|payment-fail|login-as-customer|newsletter\/unsubscribe|offline)(\/|$)/;

/** Query parameters that carry an order, a key or a token (the thank-you page `?order=…&key=…`, reset links). */
const secretParams = ['order', 'key', 'token', 'resetToken', 'cartId'];

/** The page a single-fetch data URL loads: `/p/a/b.data` → `/p/a/b`, `/_.data` → `/`, `/de/_.data` → `/de/`. */
export function pagePathOfData(pathname: string): string | null {
  if (!pathname.endsWith('.data')) return null;
  const page = pathname.slice(0, -'.data'.length);
  return page.endsWith('/_') ? page.slice(0, -1) : page;
}

function isPersonal(pathname: string, url: URL): boolean {
  return personalPages.test(pathname) || secretParams.some((name) => url.searchParams.has(name));
}

/**
 * The cache kind of a request, or `null` when it must always go to the network.
 * @example
 * cacheKindOf({ url: new URL('https://shop.example/api/cart/pull'), method: 'GET', mode: 'cors', authorized: false }); // null
 */
export function cacheKindOf(request: RequestFacts): CacheKind | null {
  const { url } = request;
  if (request.method !== 'GET' || request.authorized) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') return isPersonal(path, url) ? null : 'page';
  const dataPage = pagePathOfData(path);
  if (dataPage !== null) return isPersonal(dataPage, url) ? null : 'page-data';
  if (path.startsWith('/img/')) return 'image';
  if (url.searchParams.has('token')) return null;
  if (catalogReads.some((pattern) => pattern.test(path)) || cmsContent.test(path)) return 'catalog';
  return null;
}

/** The facts of a fetch event's request, as seen from the worker at `origin`; a cross-origin request is never cached. */
export function requestFacts(request: Request, origin: string): RequestFacts | null {
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  return { url, method: request.method, mode: request.mode, authorized: request.headers.has('Authorization') };
}

/** The store-code prefix of a path (`/de/p/…` → `/de`), for the offline page of that store view. */
export function storePrefixOf(pathname: string, storeCodes: readonly string[]): string {
  const first = pathname.split('/')[1] ?? '';
  return storeCodes.includes(first) ? `/${first}` : '';
}

/**
 * Where a page that is neither online nor cached goes: the offline page of its store view, told whether the
 * shopper asked for the home page (then there is no home to send them to).
 * @example
 * offlinePageUrl('/de/p/a/b', ['de', 'it']); // '/de/offline'
 */
export function offlinePageUrl(pathname: string, storeCodes: readonly string[]): string {
  const prefix = storePrefixOf(pathname, storeCodes);
  const home = pathname === '/' || pathname === '/pwa.html' || pathname === prefix || pathname === `${prefix}/`;
  return `${prefix}/offline${home ? '?from=home' : ''}`;
}
