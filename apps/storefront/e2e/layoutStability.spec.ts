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
    const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
    expect(shifts, 'layout shifts').toEqual([]);
  });
}
