import { storeViews } from '../storeView/storeViews';

/** Pages of a person or of the machinery, never worth indexing (SPEC §2 routes). */
const privatePaths = [
  '/api/',
  '/checkout',
  '/my-account',
  '/invoice/',
  '/payment-fail/',
  '/login-as-customer',
  '/error',
];

/**
 * The robots.txt of the shop: everything may be crawled but the personal and technical paths (in every store
 * view), and the sitemap is named.
 *
 * @example
 * robotsTxt('https://shop.example').includes('Sitemap: https://shop.example/sitemap.xml'); // true
 */
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...storeViews.filter((store) => store.appendStoreCode).map((store) => `/${store.code}`)];
  const disallowed = prefixes.flatMap((prefix) =>
    privatePaths.filter((path) => prefix === '' || path !== '/api/').map((path) => `Disallow: ${prefix}${path}`),
  );
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
