import { dismissCookies, expect, hydrated, test } from './shop';

const count = (page: import('@playwright/test').Page) => page.locator('.category-toolbar__count');
/** The price a card shows (the last amount: a struck regular price comes first). */
const priceOf = (text: string) => {
  const amounts = text.match(/\d[\d\s\u202f]*,\d{2}/g) ?? [];
  return Number((amounts.at(-1) ?? '').replace(/[\s\u202f]/g, '').replace(',', '.'));
};

test('filters, sort and page travel in the URL and the back button goes through them', async ({ page }) => {
  await page.goto('/c/citernes-souples');
  await hydrated(page);
  await dismissCookies(page);
  const products = page.getByRole('list', { name: /Produits de la catégorie/ }).getByRole('article');
  await expect(count(page)).toHaveText('53 produits');
  await expect(products).toHaveCount(50);
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();

  // Page 2 of 53 products, 50 per page.
  await page.getByRole('navigation', { name: 'Pages de produits' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(products).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL(/\/c\/citernes-souples$/);
  await expect(products).toHaveCount(50);

  // A colour filter (several values allowed) and a sort.
  const filters = page.getByRole('complementary', { name: 'Filtrer' });
  await filters.getByRole('checkbox', { name: /^Noir/ }).click();
  await expect(page).toHaveURL(/color=50/);
  await expect(filters.getByRole('checkbox', { name: /^Noir/ })).toBeChecked();
  await expect(count(page)).toHaveText('39 produits');
  await expect(page.getByRole('region', { name: 'Filtres actifs' }).first()).toContainText('Couleur : Noir');
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('price:desc');
  await expect(page).toHaveURL(/sort=price%3Adesc/);
  await expect(products).toHaveCount(39);
  const first = priceOf((await products.nth(0).locator('p').filter({ hasText: '€' }).first().textContent()) ?? '');
  const last = priceOf((await products.nth(38).locator('p').filter({ hasText: '€' }).first().textContent()) ?? '');
  expect(first).toBeGreaterThanOrEqual(last);

  // The address is shareable: opened afresh it shows the same list.
  await page.goto(page.url());
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price:desc');
  await expect(
    page.getByRole('complementary', { name: 'Filtrer' }).getByRole('checkbox', { name: /^Noir/ }),
  ).toBeChecked();

  // Back: the sort goes, then the filter.
  await page.goBack();
  await expect(page).toHaveURL(/color=50$/);
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('position:asc');
  await page.goBack();
  await expect(page).toHaveURL(/\/c\/citernes-souples$/);
  await expect(count(page)).toHaveText('53 produits');
});

test('price buckets hold one value and the chip removes it @mobile', async ({ page }) => {
  await page.goto('/c/accessoires?price=0-50');
  await hydrated(page);
  await dismissCookies(page);
  const chips = page.getByRole('region', { name: 'Filtres actifs' }).first();
  await expect(chips).toContainText('Prix : < 50');
  const filtered = (await count(page).textContent()) ?? '';
  await chips.getByRole('button', { name: /Retirer le filtre Prix/ }).click();
  await expect(page).toHaveURL(/\/c\/accessoires$/);
  await expect(count(page)).not.toHaveText(filtered);
});

test('a category without products shows the SPEC §8 warning', async ({ page }) => {
  await page.goto('/c/catalogue');
  await expect(
    page.getByRole('status').filter({ hasText: 'Aucun produit synchronisé pour cette catégorie' }),
  ).toBeVisible();
});

test('a category reached through its URL path is the category page, with breadcrumbs and description', async ({
  page,
}) => {
  await page.goto('/citernes-souples/reserve-incendie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réserve incendie');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Citernes souples');
  await expect(page.getByRole('region', { name: /À propos : Réserve incendie/ })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/reserve-incendie$/);
});

test('a category looked up by its id answers 301 to its url-key address, query and store view kept (SPEC §2)', async ({
  request,
}) => {
  for (const [path, location] of [
    ['/c/20', '/c/baches'],
    ['/c/20?sort=price%3Aasc', '/c/baches?sort=price%3Aasc'],
    ['/de/c/20', '/de/c/baches'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
  }
  expect((await request.get('/c/99999', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/c/99999999999999', { maxRedirects: 0 })).status()).toBe(404);
});
