import { expect, test } from '@playwright/test';

test('the home page shows the newest products, server-rendered and hydrated without errors', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const catalogRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalog')) catalogRequests.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Citernes souples fabriquées en France');
  const products = page.getByRole('region', { name: 'Nouveautés' }).getByRole('article');
  await expect(products).toHaveCount(8);
  await expect(products.first()).toContainText('€');

  // Hydrated: the cart button reacts (jotai atom), and the dehydrated query was reused.
  const cart = page.getByRole('button', { name: /^Panier/ });
  await cart.click();
  await expect(cart).toHaveAttribute('aria-expanded', 'true');
  expect(catalogRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the home page is readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Nouveautés' }).getByRole('article')).toHaveCount(8);
  await context.close();
});
