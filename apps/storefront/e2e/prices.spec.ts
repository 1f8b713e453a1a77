import { expect, test } from './shop';

test('a product on sale strikes through its 30-day reference price with the percent off it (art. L112-1-1) @mobile', async ({
  page,
}) => {
  await page.goto('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3');
  const price = page.locator('.product-price');
  await expect(price.getByText('Prix de référence :')).toBeAttached();
  await expect(price).toContainText('869,00');
  await expect(price).toContainText('764,72');
  await expect(
    price.getByText('−12 % par rapport au prix le plus bas des 30 jours précédant la réduction.'),
  ).toBeVisible();
});

test('a price raised just before its "sale" announces no reduction, on the page nor on its card', async ({ page }) => {
  // KI-GOUT: 57,50 € HT until 15 September 2026, then 65,83 €, "on sale" at 57,50 € from 1 October (seed history).
  await page.goto('/p/KI-GOUT/kit-de-raccordement-gouttiere');
  const price = page.locator('.product-price');
  await expect(price).toContainText('69,00');
  await expect(price.getByText('Prix de référence :')).toHaveCount(0);
  await expect(price.getByText(/par rapport au prix le plus bas/)).toHaveCount(0);
  await expect(price).not.toContainText('79,00');
});
