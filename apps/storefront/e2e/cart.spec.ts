import { dismissCookies, expect, hydrated, test } from './shop';

const TANK = '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3';

test('the server renders an empty cart badge; the stored cart fills it after hydration, without a mismatch', async ({
  page,
  request,
}) => {
  const html = await (await request.get(TANK)).text();
  expect(html).toContain('Panier, 0 article');

  await page.goto(TANK);
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon panier' })).toContainText('Citerne souple eau de pluie 5 m³');
  await expect(page.getByRole('button', { name: 'Panier, 1 article' }).first()).toBeVisible();

  // A reload reads the stored cart back (console errors, e.g. a hydration mismatch, fail the test).
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Panier, 1 article' }).first()).toBeVisible();
});

test('a quantity changed in the mini-cart reaches the line total, the badge and the server totals @mobile', async ({
  page,
}) => {
  await page.goto(TANK);
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  // The line itself, not the list of its chosen options.
  const line = miniCart.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(line).toContainText('569,00');
  await expect(miniCart.getByText('Total TTC', { exact: true })).toBeVisible();

  await miniCart.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(line).toContainText('1 138,00');
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' }).first()).toBeVisible();
  await expect(line).not.toHaveAttribute('aria-busy', 'true');
});
