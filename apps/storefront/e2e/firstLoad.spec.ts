import { firstLoadJs } from '../scripts/firstLoadJs.ts';
import { expect, test } from './shop';

/**
 * First-load JavaScript budgets (gzip), per page type: what `pnpm bench:lighthouse` reports, held here so a change
 * that grows the code every visitor downloads fails the suite. Raise a budget only on purpose, in the commit that
 * needs it. About 120 KB of each figure is the framework chunk (React DOM, React Router, TanStack Query, jotai,
 * lingui): see "First-load JavaScript" in the README for why the 120 KB target is out of reach.
 */
const pages = [
  // +1 KB on every page with accounts (issue 15): the header's account icon and the bottom navigation's Profile
  // follow the session (a link to My Account, or the login modal), and the product page records what was viewed.
  // Session 4 (issues 17, 18): +1.5 KB on the home page and +0.5 KB on the category page for what every card and the
  // header now carry (the compare and wishlist toggles and counts, the consent-gated tag manager, the reviews
  // statement next to the trust score). The shell lost 1.2 KB in the same change: kit components used only by lazy
  // code or one route (the auth panel's tabs, the pagination, the home slider) no longer land in it. The next step
  // is per-route catalogues: the French catalogue in the shell carries every route's texts (issue 21).
  { name: 'home', path: '/', budgetKb: 157.5 },
  { name: 'category', path: '/c/citernes-souples', budgetKb: 158.5 },
  // 162 → 163 KB with the cart's line editor (issue 14): it shares the configurable picker and its rules with this
  // page, so they moved from the page's chunk into shared chunks (~0.8 KB of chunk overhead on this page).
  // 165 → 166.5 KB (session 4): the reviews statement and report, the reference price of an announced reduction
  // (issue 18), the compare and wishlist toggles (issue 17).
  // 166.5 → 167 KB (session 6): the shell's share of the offline work (issue 20: the service worker's registration
  // hook and the online watcher of orders placed offline, +0.35 KB) and the footer's accessibility statement link
  // (issue 19); the home, category and CMS pages absorbed it within their budgets.
  { name: 'configurable product', path: '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3', budgetKb: 167 },
  { name: 'CMS page', path: '/i/about-us', budgetKb: 155 },
  // The configurator (issue 17): the measure rules and the product page's price rules (the `productRules` chunk).
  {
    name: 'made-to-measure configuration',
    path: '/configuration/CS-SUR-MESURE/citerne-souple-sur-mesure',
    // 166 → 166.5 KB (session 6): the same shell additions as the product page's.
    budgetKb: 166.5,
  },
];

/**
 * Code that must load on use, never with the page: the cart engine, the search panel, the mini-cart, modals, the
 * session and API client, the cart's line editor, the checkout, My Account and the recently viewed list the product
 * page records into.
 */
const lazyOnly =
  /createShopCartEngine|SearchPanelContent|MiniCartPanel|Modal-|messages-|createBrowserClients|startShopSession|CartLineEditor|CheckoutPage|CheckoutSteps|myAccount|MyAccountPage|recentlyViewedStore/;

for (const { name, path, budgetKb } of pages) {
  test(`${name}: first-load JavaScript within ${budgetKb} KB gzip, lazy code left out`, async ({ baseURL }) => {
    const js = await firstLoadJs(baseURL as string, path);
    const files = js.perFile.map((file) => `${file.path} ${(file.gzip / 1024).toFixed(1)} KB`).join(', ');
    expect(js.gzip / 1024, files).toBeLessThanOrEqual(budgetKb);
    expect(
      js.perFile.filter((file) => lazyOnly.test(file.path)).map((file) => file.path),
      'lazy chunks',
    ).toEqual([]);
  });
}
