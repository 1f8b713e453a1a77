import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, test } from './shop';

// The service worker is blocked for the other suites (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

const product = { path: '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3', title: 'Citerne souple eau de pluie 10 m³' };
const category = { path: '/c/baches', title: 'Bâches' };
const cms = { path: '/i/expertise', title: 'Notre expertise', link: 'Notre expertise' };
const delivery = { path: '/delivery', title: 'Livraison', link: 'Livraison' };
const neverVisited = '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3';
const offlineBadge = 'Vous êtes hors ligne. Certaines fonctionnalités peuvent ne pas être disponibles.';
const notAvailableOffline =
  'Ce produit, cette catégorie ou cette page n’est pas disponible hors ligne. Retour à l’accueil.';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits until the shop's service worker is active and controls the page (it registers once the page is idle). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Waits until the worker holds the HTML of `path` (a page it saw load, or one reached by client-side navigation). */
async function pageCached(page: Page, path: string) {
  await page.waitForFunction(async (url) => {
    for (const name of await caches.keys()) {
      if (name.startsWith('citerne-pages-') && (await (await caches.open(name)).match(url))) return true;
    }
    return false;
  }, path);
}

/** Every URL the worker's caches hold, by cache. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

async function openShop(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await dismissCookies(page);
  await controlledByWorker(page);
  // The first page loaded before the worker: it asks the worker to keep it.
  await pageCached(page, '/');
}

test.describe('the shop offline', () => {
  // Offline, the browser reports the requests nobody could answer: the session's and the cart's API calls, images
  // never shown before (ERR_FAILED when the worker had none); the user calls below are refused without a token (401).
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|status of 401/] });

  test('pages visited before open offline with their data; one never visited says so and goes home', async ({
    page,
    context,
  }) => {
    // Eleven page loads online and offline, two waits for the worker's cache and a 3 s redirect: about 30 s on a
    // quiet machine, so its own time rather than the suite's 30 s.
    test.setTimeout(60_000);
    await openShop(page);
    // Document loads: the worker caches each page.
    for (const visited of [product, category, cms]) {
      await page.goto(visited.path);
      await expect(heading(page)).toHaveText(visited.title);
      await hydrated(page);
    }
    // A client-side navigation: its data is cached, and the worker fetches its HTML too.
    await page.getByRole('contentinfo').getByRole('link', { name: delivery.link }).click();
    await expect(heading(page)).toHaveText(delivery.title);
    await pageCached(page, delivery.path);

    await context.setOffline(true);
    for (const visited of [product, category, cms, delivery]) {
      await page.goto(visited.path);
      await expect(heading(page)).toHaveText(visited.title);
    }
    await hydrated(page);
    await expect(page.getByText(offlineBadge)).toBeVisible();
    await page.reload();
    await expect(heading(page)).toHaveText(delivery.title);
    // Client-side navigations offline: a page whose data is cached, then one only its document is (the router is
    // told to load the document, which the worker has).
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: delivery.link }).click();
    await expect(heading(page)).toHaveText(delivery.title);
    await page.getByRole('contentinfo').getByRole('link', { name: cms.link }).click();
    await expect(heading(page)).toHaveText(cms.title);
    await expect(page.getByText('Du dimensionnement à la mise en eau')).toBeVisible();

    // SPEC §8 "Offline": a page never visited is not available offline, and the shopper is taken home.
    await page.goto(neverVisited);
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.getByText(notAvailableOffline)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    await expect(page.getByText(offlineBadge)).toBeVisible();
    // Reached by a link of the shop (client-side), the same: the text, then home.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Retours' }).click();
    await expect(page.getByText(notAvailableOffline).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);
  });

  test('the search answers offline from what it found before, else says it needs a connection', async ({
    page,
    context,
  }) => {
    await openShop(page);
    const search = async (text: string) => {
      await page.getByRole('banner').getByRole('button', { name: 'Rechercher' }).click();
      const panel = page.getByRole('dialog', { name: 'Rechercher' });
      await panel.getByLabel('Rechercher dans la boutique').fill(text);
      return panel;
    };
    const online = await search('citerne');
    await expect(online.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article')).toHaveCount(18);

    await expect
      .poll(async () =>
        Object.values(await cachedUrls(page))
          .flat()
          .filter((url) => url.includes('/api/catalog')),
      )
      .toHaveLength(1);
    await context.setOffline(true);
    // A new document: the panel's own cache is gone, the worker's is there.
    await page.reload();
    await hydrated(page);
    const offline = await search('citerne');
    await expect(offline.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article')).toHaveCount(18);
    await offline.getByLabel('Rechercher dans la boutique').fill('vanne');
    await expect(offline.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
    await context.setOffline(false);
  });

  test('the cart, the user, orders and stock are never answered from a cache', async ({ page, context }) => {
    await openShop(page);
    const calls = await page.evaluate(async () => {
      const created = (await (await fetch('/api/cart/create', { method: 'POST' })).json()) as { result: string };
      const cartId = created.result;
      const urls = [
        `/api/cart/pull?cartId=${cartId}`,
        `/api/cart/totals?cartId=${cartId}`,
        `/api/cart/payment-methods?cartId=${cartId}`,
        '/api/stock/check?sku=CS-EP-10',
        '/api/user/me',
        '/api/user/order-history',
        // The control: a catalogue read, which is cached.
        '/api/catalog?type=product&start=0&size=4&request=%7B%22text%22%3A%22citerne%22%7D',
      ];
      const statuses = await Promise.all(urls.map(async (url) => (await fetch(url)).status));
      return { urls, statuses };
    });
    // The cart, stock and catalogue calls succeeded (they could have been cached), the user's were refused.
    expect(calls.statuses).toEqual([200, 200, 200, 200, 401, 401, 200]);
    // The worker writes its caches after answering: wait for the control's entry before reading them.
    await expect
      .poll(async () =>
        Object.values(await cachedUrls(page))
          .flat()
          .filter((url) => url.includes('/api/catalog')),
      )
      .toHaveLength(1);
    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.length).toBeGreaterThan(100);
    expect(
      cached.filter((url) => /\/api\/(cart|user|order|payment|stock|ext\/newsletter|ext\/contact)/.test(url)),
    ).toEqual([]);
    expect(cached.filter((url) => new URL(url).pathname === '/api/catalog')).toHaveLength(1);

    await context.setOffline(true);
    const offline = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url).then(
              (answer) => answer.status,
              () => 'network error',
            ),
          ),
        ),
      calls.urls,
    );
    expect(offline).toEqual([...calls.urls.slice(0, -1).map(() => 'network error'), 200]);
    await context.setOffline(false);
  });
});

test('a new version waits for the shopper, who reloads into it from the prompt', async ({ page }) => {
  const worker = join(import.meta.dirname, '..', 'build', 'client', 'sw.js');
  const original = readFileSync(worker, 'utf8');
  await openShop(page);
  try {
    // A new build: another worker script (the shop server reads the file at each request, `no-cache`).
    writeFileSync(worker, `${original}\n// e2e: a new build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByText('Nouvelle version disponible');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Not swapped under the shopper: the new worker waits, the old one still controls the page.
    const before = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      Object.assign(window, { e2eMarker: true });
      navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('e2e-swapped', 'yes'));
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    expect(before).toEqual({ waiting: true, controlled: true });

    await page.getByRole('button', { name: 'Recharger' }).click();
    await page.waitForFunction(() => !('e2eMarker' in window) && document.readyState === 'complete');
    await hydrated(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        swapped: sessionStorage.getItem('e2e-swapped'),
        waiting: Boolean(registration?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(after).toEqual({ swapped: 'yes', waiting: false, controlled: true });
    await expect(prompt).toBeHidden();
  } finally {
    writeFileSync(worker, original);
  }
});

test('the shop is installable: Chromium finds its French manifest, icons and worker', async ({ page, context }) => {
  await openShop(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito ones, where Chromium never offers to install; every other check
  // (manifest fields, icons, start URL, scope) would be listed here too.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    lang: 'fr-FR',
    short_name: 'Citerne souple',
    start_url: '/',
    display: 'standalone',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b4f6c');
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
    const answer = await page.request.get(icon);
    expect(answer.headers()['content-type'], icon).toBe('image/png');
  }
});
