import { dismissCookies, expect, hydrated, test } from './shop';

test('the home page shows every block, server-rendered and hydrated without a second fetch @mobile', async ({
  page,
}) => {
  const catalogRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalog')) catalogRequests.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Citernes souples fabriquées en France');
  // Slider sorted by ascending priority (2: 5, 3: 10, 1: 20, 4: 30).
  const slides = page.getByRole('group', { name: /^Diapositive/ });
  await expect(slides).toHaveCount(4);
  await expect(slides.first()).toContainText('Récupération d’eau de pluie de 10 m³');
  await expect(slides.nth(1)).toContainText('Citerne agricole de 300 m³');
  await expect(page.getByRole('list', { name: 'Nos engagements' })).toContainText('Fabrication française');
  for (const name of ['Nouveautés', 'Meilleures ventes']) {
    const products = page.getByRole('region', { name }).getByRole('article');
    await expect(products).toHaveCount(8);
    await expect(products.first()).toContainText('€');
  }
  const reviews = page.getByRole('region', { name: 'L’avis de nos clients' });
  await expect(reviews).toContainText(/\d,\d\/5/);
  // The latest reviews (SPEC §3 pilot (reviews)) through GET /api/ext/reviews/latest: without a review-service key,
  // the shop's own, saying so, each naming its product, with the statement on how reviews are checked (L111-7-2).
  await expect(reviews.getByRole('heading', { name: 'Derniers avis publiés sur ce site' })).toBeVisible();
  await expect(reviews.getByRole('listitem').first()).toContainText('—');
  await expect(reviews.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/p\//);
  await expect(reviews).toContainText('Avis modérés avant publication');
  await expect(reviews.getByRole('button', { name: 'Comment les avis sont-ils contrôlés ?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos installations sur Instagram' }).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Nos services' })).toContainText('Livraison offerte');
  await expect(page.getByRole('link', { name: /Fabrication française/ })).toBeVisible();

  await hydrated(page);
  await dismissCookies(page);
  // Hydrated: the cart toggles, and the dehydrated queries were reused (no catalogue call from the browser).
  const cart = page.getByRole('button', { name: /^Panier/ }).first();
  await cart.click();
  await expect(page.getByRole('dialog', { name: 'Mon panier' })).toBeVisible();
  expect(catalogRequests).toEqual([]);
});

test('the home page is readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Nouveautés' }).getByRole('article')).toHaveCount(8);
  await page.goto('/c/citernes-souples');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Citernes souples');
  await expect(page.getByRole('list', { name: /Produits de la catégorie/ }).getByRole('article')).toHaveCount(50);
  await context.close();
});
