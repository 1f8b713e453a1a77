import { firstLoadJs } from '../scripts/firstLoadJs.ts';
import { expect, test } from './shop';

/**
 * First-load JavaScript as transferred (brotli, quality 11), per page type: what `pnpm bench:lighthouse` reports,
 * held here so a change that grows the code every visitor downloads fails the suite. ARCHITECTURE.md "Speed budgets"
 * and issue 21 set 120 KB for every page type; a page above it has its budget at its measured size, with the reason
 * and what it would take in the README ("First-load JavaScript"). Lower a budget when a page shrinks; raise one only
 * on purpose, in the commit that needs it.
 */
const targetKb = 120;
const pages: { name: string; path: string; budgetKb: number; own?: RegExp }[] = [
  { name: 'home', path: '/', budgetKb: targetKb },
  { name: 'category', path: '/c/citernes-souples', budgetKb: targetKb },
  { name: 'configurable product', path: '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3', budgetKb: targetKb },
  { name: 'CMS page', path: '/i/about-us', budgetKb: targetKb },
  {
    name: 'made-to-measure configuration',
    path: '/configuration/CS-SUR-MESURE/citerne-souple-sur-mesure',
    budgetKb: targetKb,
  },
  // The checkout and My Account are their own code: the lazy-only check below spares what they are made of.
  {
    name: 'checkout',
    path: '/checkout',
    budgetKb: targetKb,
    own: /CheckoutPage|CheckoutSteps|checkout-|useShopQueryClient/,
  },
  {
    name: 'account',
    path: '/my-account',
    budgetKb: targetKb,
    own: /myAccount|MyAccountPage|recentlyViewedStore|useShopQueryClient/,
  },
];

/**
 * Code that must load on use, never with the page: the cart engine, the search panel, the mini-cart, modals, the
 * session and API client, the cart's line editor, TanStack Query (only the panels that fetch use it), the checkout,
 * My Account and the recently viewed list the product page records into.
 */
const lazyOnly =
  /createShopCartEngine|SearchPanelContent|MiniCartPanel|Modal-|messages-|createBrowserClients|startShopSession|CartLineEditor|useShopQueryClient|CheckoutPage|CheckoutSteps|myAccount|MyAccountPage|recentlyViewedStore/;

for (const { name, path, budgetKb, own } of pages) {
  test(`${name}: first-load JavaScript within ${budgetKb} KB brotli, lazy code left out`, async ({ baseURL }) => {
    const js = await firstLoadJs(baseURL as string, path);
    const files = js.perFile.map((file) => `${file.path} ${(file.brotli / 1024).toFixed(1)} KB`).join(', ');
    expect(js.brotli / 1024, files).toBeLessThanOrEqual(budgetKb);
    expect(
      js.perFile.filter((file) => lazyOnly.test(file.path) && !own?.test(file.path)).map((file) => file.path),
      'lazy chunks',
    ).toEqual([]);
  });
}
