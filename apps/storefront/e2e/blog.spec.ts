import { expect, hydrated, test } from './shop';

test('the blog lists its articles newest first and an article carries its Article JSON-LD and products @mobile', async ({
  page,
}) => {
  const response = await page.goto('/blog/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([
    'Entretenir sa citerne souple : le calendrier',
    'Réserve incendie : les règles de la défense extérieure contre l’incendie',
    'Récupérer l’eau de pluie : ce que dit la réglementation',
    'Installer une citerne souple en cinq étapes',
  ]);
  await expect(page.getByText('15 septembre 2026')).toBeVisible();
  await hydrated(page);

  await page
    .getByRole('link', { name: 'Réserve incendie : les règles de la défense extérieure contre l’incendie' })
    .click();
  await expect(page).toHaveURL(/\/blog\/reserve-incendie-regles-deci$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Réserve incendie : les règles de la défense extérieure contre l’incendie',
  );
  await expect(page.getByText('Publié le 20 mai 2026')).toBeVisible();
  const products = page.getByRole('region', { name: 'Les produits de cet article' });
  await expect(products.getByRole('link', { name: /Citerne souple réserve incendie 60 m³/ }).first()).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd.map((text) => JSON.parse(text)).find((doc) => doc['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: 'Réserve incendie : les règles de la défense extérieure contre l’incendie',
    datePublished: '2026-05-20T08:00:00.000Z',
    mainEntityOfPage: expect.stringMatching(/\/blog\/reserve-incendie-regles-deci$/),
  });
});

test('an article’s CMS address points to the blog, unknown articles and pages answer 404, the sitemap lists them', async ({
  request,
}) => {
  const moved = await request.get('/i/blog-entretenir-sa-citerne-souple', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/blog/entretenir-sa-citerne-souple');
  expect((await request.get('/blog/cet-article-n-existe-pas')).status()).toBe(404);
  expect((await request.get('/blog/?page=2')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog/installer-une-citerne-souple</loc>');
  expect(sitemap).not.toContain('/i/blog-');
});
