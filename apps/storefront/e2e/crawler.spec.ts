import { expect, hydrated, test } from './shop';

/**
 * No dead ends (issue 17): from the pages a visitor starts on — home, a category, a product, the checkout and account
 * entry points, the buying guide, the made-to-measure configurator, the blog and every CMS page of the sitemap — every internal link answers a page,
 * never a 404 or a 500. Pages that need a login answer with the login invitation, not an error.
 */
test('every internal link of the shop’s main pages leads somewhere real', async ({ page, request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const cmsPages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1] ?? '/')
    .filter((path) => !path.startsWith('/p/') && !path.startsWith('/c/'));
  const starts = [
    '/',
    '/c/citernes-souples',
    '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3',
    '/checkout',
    '/my-account',
    '/contact',
    '/comment-choisir-sa-citerne-souple',
    '/configurator',
    '/configuration/CS-SUR-MESURE/citerne-souple-sur-mesure',
    '/blog/',
    ...cmsPages,
  ];
  const links = new Map<string, string>();
  for (const start of new Set(starts)) {
    await page.goto(start);
    await hydrated(page);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      if (url.pathname.startsWith('/api/')) continue;
      const path = `${url.pathname}${url.search}`;
      if (!links.has(path)) links.set(path, start);
    }
  }
  expect(links.size).toBeGreaterThan(50);
  const dead: string[] = [];
  // Four at a time, as the shop renders four pages at once (limitConcurrentRenders): the check waits on the server's
  // renders, not on one answer after another.
  const queue = [...links];
  const check = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [path, foundOn] = next;
      const response = await request.get(path, { maxRedirects: 5 });
      if (response.status() >= 400) dead.push(`${path} (${response.status()}), linked from ${foundOn}`);
    }
  };
  await Promise.all([check(), check(), check(), check()]);
  expect(dead.sort()).toEqual([]);
});
