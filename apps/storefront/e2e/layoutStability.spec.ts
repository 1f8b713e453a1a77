import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './shop';

/**
 * Nothing moves once painted (issue 21: CLS 0), including when the code the page loads after idle arrives: the cart
 * engine, the session and the footer island import chunks whose stylesheets Vite's preload helper inserts at the end
 * of the head. A stylesheet the page already has (the shell's, linked by the root route with React Router's `#`
 * suffix) inserted again after the route's own stylesheets would win the cascade over them: on the category page the
 * kit's column layout of a field overrode the sort select's row layout and the toolbar jumped 28 px (CLS 0.176 in
 * Lighthouse). Each page is checked on a phone, where the toolbar wraps.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/c/citernes-souples' },
  { name: 'configurable product', path: '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3' },
];

for (const { name, path } of pages) {
  test(`${name}: no layout shift and the shell stylesheet linked once, once the deferred code has loaded @mobile`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await hydrated(page);
    // The engine, the session and the islands' chunks load after idle; wait until nothing more is fetched.
    await page.waitForLoadState('networkidle');
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // A route's stylesheet may come twice on purpose (React Router links it with `#` so that a lazy chunk that needs
    // it keeps its own copy when navigation unlinks the route's); the root's shell never leaves the page.
    expect(
      stylesheets.filter((href) => /\/shell-[\w-]+\.css$/.test(href)),
      'the shell stylesheet',
    ).toHaveLength(1);
    expect(await layoutShifts(page), 'layout shifts').toEqual([]);
  });
}

test('a font that arrives late moves nothing: the page keeps the fallback rather than swapping @mobile', async ({
  page,
}) => {
  // A slow first visit: the preloaded Inter file comes 1.5 s after the page. With `font-display: swap` every text was
  // measured again when it came (home on a phone: CLS 0.09; the desktop header's tools moved).
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await recordLayoutShifts(page);
  for (const { path } of pages.slice(0, 1)) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `layout shifts on ${path}`).toEqual([]);
  }
});

/** Records every layout shift the page makes without input, with the elements that moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShifts(page: Page) {
  return page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
}
