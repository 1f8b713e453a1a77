import { expect, hydrated, test } from './shop';

test('a configurable child not visible on its own answers 301 to its parent with the child chosen', async ({
  request,
}) => {
  const response = await request.get('/p/CS-EP-5-NOIR/citerne-souple-eau-de-pluie-5-m3-noir', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3/CS-EP-5-NOIR');
});

test('/pwa.html is the home page, its canonical address the root (SPEC §2)', async ({ page }) => {
  const response = await page.goto('/pwa.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Citernes souples fabriquées en France');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
});

test('a product address with another slug answers 301 to the product’s own address, child kept', async ({
  request,
}) => {
  for (const [path, location] of [
    ['/p/CS-EP-5/ancien-nom', '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3'],
    ['/p/CS-EP-5/ancien-nom/CS-EP-5-NOIR', '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3/CS-EP-5-NOIR'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
  }
});

test.describe('not found', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown URL answers 404 with the not-found page @mobile', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  });

  test('an unknown product, category or CMS page answers 404', async ({ request }) => {
    for (const path of ['/p/NOPE/nope', '/c/nope', '/i/nope']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test('URL mapping renders products, categories and CMS pages at their own URLs', async ({ page }) => {
  await page.goto('/citernes-souples/eau-de-pluie/citerne-souple-eau-de-pluie-10-m3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Citerne souple eau de pluie 10 m³');
  await page.goto('/workshops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos ateliers');
});

test('static and CMS pages show their sanitised content', async ({ page }) => {
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livraison');
  await page.goto('/i/mentions-legales');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect(page.getByRole('main')).toContainText('12 rue des Tisserands');
  expect(await page.locator('main script').count()).toBe(0);
});

test('pages carry their title, description, canonical, Open Graph, hreflang and JSON-LD', async ({ page }) => {
  await page.goto('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3/CS-EP-10-NOIR');
  await expect(page).toHaveTitle(/Citerne souple eau de pluie 10 m³/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/p\/CS-EP-10\/citerne-souple-eau-de-pluie-10-m3$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', /\/de\/p\/CS-EP-10\//);
  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const types = documents.map((document) => document['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
  const product = documents.find((document) => document['@type'] === 'Product') as {
    offers: { priceCurrency: string; availability: string };
  };
  expect(product.offers.priceCurrency).toBe('EUR');
  expect(product.offers.availability).toBe('https://schema.org/InStock');
  const organization = documents.find((document) => document['@type'] === 'Organization') as {
    address: { addressCountry: string };
    email: string;
    telephone: string;
  };
  expect(organization.address.addressCountry).toBe('FR');
  expect(organization.email).toContain('@');
});

test('the German store view serves the same catalogue under /de, its interface in German', async ({ page }) => {
  await page.goto('/de/c/baches');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bâches');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/c\/baches$/);
  await page.goto('/de/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
});

test('the Italian store view shows its interface in Italian', async ({ page }) => {
  await page.goto('/it/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeVisible();
});

test('sitemap.xml and robots.txt are generated from the catalogue', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/c/reserve-incendie</loc>');
  expect(xml).toContain('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3</loc>');
  expect(xml).toContain('/delivery</loc>');
  expect(xml).not.toContain('CS-EP-10-NOIR');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /checkout');
});

// The whole flow, from the e-mail's link through the API's redirect, is in auth.spec.ts.
test('is_reset=error shows the expired link notification; is_reset=success opens the reset modal', async ({ page }) => {
  await page.goto('/?is_reset=error');
  await expect(page.getByText('Votre lien de réinitialisation du mot de passe a expiré.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The parameters of the API's redirect (`GET /api/user/reset-password/link`).
  await page.goto('/?is_reset=success&email=lea%40example.fr&resetToken=abc');
  const modal = page.getByRole('dialog', { name: 'Choisissez un nouveau mot de passe' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(/Adresse e-mail/)).toHaveValue('lea@example.fr');
  await expect(page).toHaveURL(/\/$/);
});

test('the CGV carry the legal guarantees box as art. D211-2 words it', async ({ page }) => {
  await page.goto('/conditions-generales-de-vente');
  const box = page
    .locator('aside')
    .filter({ hasText: 'Garanties légales (article D211-2 du Code de la consommation)' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('délai de deux ans à compter de la délivrance du bien');
  await expect(box).toContainText(
    'garantie légale des vices cachés en application des articles 1641 à 1649 du code civil',
  );
});
