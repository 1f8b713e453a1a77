import { dismissCookies, expect, hydrated, test } from './shop';

const price = (page: import('@playwright/test').Page) => page.locator('.product-price');

test('configurable: choosing a colour selects the child, puts its sku in the URL and shows its price @mobile', async ({
  page,
}) => {
  await page.goto('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3');
  await hydrated(page);
  await dismissCookies(page);
  // CS-EP-10 is on sale: the regular price is struck.
  await expect(page.locator('.product-price del')).toContainText('869,00');
  await expect(price(page)).toContainText('764,72');
  await page.getByRole('radio', { name: 'Noir' }).check();
  await expect(page).toHaveURL(/\/p\/CS-EP-10\/citerne-souple-eau-de-pluie-10-m3\/CS-EP-10-NOIR$/);
  await expect(page.getByText('Couleur : Noir')).toBeVisible();
  await expect(price(page)).toContainText('€');
});

test('configurable: a combination without an available child is refused with the SPEC §8 warning', async ({ page }) => {
  await page.goto('/p/BA-PVC-650/bache-pvc-650-g-m2-illetee');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('radio', { name: 'Blanc' }).check();
  await expect(page).toHaveURL(/\/BA-PVC-650-2X3-BLANC$/);
  await page.getByRole('radio', { name: /^10 x 12 m/ }).check();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cette configuration n’existe pas pour ce produit' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await expect(page).toHaveURL(/\/BA-PVC-650-2X3-BLANC$/);
});

test('a ?childSku= query pre-selects the variant', async ({ page }) => {
  await page.goto('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3?childSku=CS-EP-10-SABLE');
  await expect(page.getByText('Couleur : Sable')).toBeVisible();
});

test('simple with custom options: fixed and percent supplements change the price; made-to-measure notice', async ({
  page,
}) => {
  await page.goto('/p/CS-SUR-MESURE/citerne-souple-sur-mesure');
  await hydrated(page);
  await dismissCookies(page);
  await expect(page.getByRole('note')).toContainText('le droit de rétractation de 14 jours ne s’applique pas');
  await expect(price(page)).toContainText('690,00');
  await page.getByRole('combobox', { name: /Usage/ }).selectOption({ label: 'Eau potable (toile ACS) (+ 241,50 €)' });
  await expect(price(page)).toContainText('931,50'); // (575 + 35 % of 575) × 1.2
  await page.getByRole('checkbox', { name: /Vanne supplémentaire DN50/ }).check();
  await expect(price(page)).toContainText('1 038,30'); // + 89 × 1.2
  await page.getByRole('checkbox', { name: /Tapis anti-poinçonnement/ }).check();
  await expect(price(page)).toContainText('1 093,50'); // + 8 % of 575 × 1.2

  // Required options must be answered before adding to the cart.
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Longueur disponible (m) est obligatoire.')).toBeVisible();
});

test('bundle: the default selections make the price, and each choice changes it', async ({ page }) => {
  await page.goto('/p/PACK-CS-EP-5/pack-citerne-eau-de-pluie-5-m3-kit-gouttiere');
  await hydrated(page);
  await dismissCookies(page);
  // SPEC §4 "Pricing": each option's flagged link, otherwise its first — the optional pump included.
  await expect(price(page)).toContainText('827,00'); // 569 + 69 + 189
  await page.getByRole('radio', { name: /Collecteur filtrant de descente/ }).check();
  await expect(price(page)).toContainText('817,00'); // 569 + 59 + 189
  await page.getByRole('checkbox', { name: /Pompe de surface 800 W/ }).uncheck();
  await expect(price(page)).toContainText('628,00'); // - 189
});

test('grouped: the total follows the quantity of each associated product', async ({ page }) => {
  await page.goto('/p/GR-RACC-50/pack-raccordement-dn50');
  await hydrated(page);
  await dismissCookies(page);
  await expect(price(page)).toContainText('82,40'); // 29,90 + 2 × 12,90 + 2 × 6,90 + 12,90
  await page.getByRole('button', { name: 'Augmenter la quantité de Vanne ¼ de tour PVC DN50' }).click();
  await expect(price(page)).toContainText('112,30');
  await page.getByRole('button', { name: 'Diminuer la quantité de Colle PVC pression 250 ml' }).click();
  await expect(price(page)).toContainText('99,40');
});

test('virtual and downloadable products show their price, VAT mention and files', async ({ page }) => {
  await page.goto('/p/SV-INSTALL-50/x');
  await expect(page).toHaveURL(/\/p\/SV-INSTALL-50\/[a-z0-9-]+$/);
  await expect(price(page)).toContainText('390,00');
  await expect(page.locator('.product-price')).toContainText('Dont TVA 20 %');
  await page.goto('/p/DOC-FT-EP/x');
  await expect(price(page)).toContainText('0,00');
  await expect(page.getByRole('heading', { name: 'Fichiers inclus' })).toBeVisible();
});

test('add to cart goes through the cart and shows the line in the mini-cart @mobile', async ({ page }) => {
  await page.goto('/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  await expect(miniCart).toContainText('Citerne souple eau de pluie 5 m³');
  await expect(miniCart).toContainText('1 138,00');
  await expect(page.getByText('Le produit a été ajouté au panier !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' }).first()).toBeVisible();
});

test('size guide and colour chart open as modals', async ({ page }) => {
  await page.goto('/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Guide des tailles' }).click();
  const guide = page.getByRole('dialog', { name: 'Guide des tailles' });
  await expect(guide.getByRole('table')).toContainText('10 m³');
  await guide.getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('button', { name: 'Nuancier' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuancier' })).toContainText('Sable');
});
