import type { Locator, Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, test } from './shop';

const TANK = '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3';
const TANK_NAME = 'Citerne souple eau de pluie 10 m³';
const VALVE = '/p/VA-PVC-40/vanne-1-4-de-tour-pvc-dn40';
const TARPAULIN = '/p/BA-PVC-650/bache-pvc-650-g-m2-illetee';

/** Adds a product from its page, with the colour and quantity chosen first; leaves the mini-cart open. */
async function addToCart(page: Page, path: string, options: { colour?: string; qty?: number } = {}) {
  await page.goto(path);
  await hydrated(page);
  await dismissCookies(page);
  if (options.colour) await page.getByRole('radio', { name: options.colour }).check();
  for (let qty = 1; qty < (options.qty ?? 1); qty += 1) {
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
  }
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  await expect(miniCart.getByRole('listitem').first()).toBeVisible();
  return miniCart;
}

const editor = (page: Page) => page.getByRole('dialog', { name: 'Modifier l’article' });
const editButton = (name: string) => ({ name: `Modifier les options de ${name}` });
/** The cart's lines, not the lists of their chosen options. */
const cartLines = (scope: Locator) => scope.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');

test('a colour changed from the checkout cart replaces the line with the new variant, keeping its quantity', async ({
  page,
}) => {
  await addToCart(page, TANK, { colour: 'Noir', qty: 2 });
  await page.goto('/checkout');
  await hydrated(page);
  const summary = page.getByRole('complementary', { name: 'Mon panier' });
  const line = cartLines(summary);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Couleur : Noir');
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' }).first()).toBeVisible();

  await summary.getByRole('button', editButton(TANK_NAME)).click();
  const dialog = editor(page);
  // Pre-selected from the line's child, with its quantity.
  await expect(dialog.getByRole('radio', { name: 'Noir' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /^Quantité de/ })).toHaveValue('2');
  await dialog.getByRole('radio', { name: 'Sable' }).check();
  await expect(dialog).toContainText(`${TANK_NAME} sable`);
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(dialog).toBeHidden();

  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Couleur : Sable');
  await expect(line.getByRole('link', { name: TANK_NAME })).toHaveAttribute('href', /\/CS-EP-10-SABLE$/);
  await expect(line.getByRole('textbox', { name: /^Quantité de/ })).toHaveValue('2');
  await expect(line).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' }).first()).toBeVisible();

  // The server cart holds the new variant: a reload reads it back the same.
  await page.reload();
  await hydrated(page);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Couleur : Sable');
  await expect(line.getByRole('link', { name: TANK_NAME })).toHaveAttribute('href', /\/CS-EP-10-SABLE$/);
});

test('in the mini-cart, only the configurable line can be edited; colour and quantity change together @mobile', async ({
  page,
}) => {
  await addToCart(page, VALVE);
  const miniCart = await addToCart(page, TANK, { colour: 'Noir' });
  const lines = cartLines(miniCart);
  await expect(lines).toHaveCount(2);
  await expect(miniCart.getByRole('button', { name: /^Modifier les options de/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Panier, 2 articles' }).first()).toBeVisible();

  await miniCart.getByRole('button', editButton(TANK_NAME)).click();
  const dialog = editor(page);
  await dialog.getByRole('radio', { name: 'Vert' }).check();
  await dialog.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(dialog).toBeHidden();

  await expect(lines).toHaveCount(2);
  const tank = lines.filter({ hasText: TANK_NAME });
  await expect(tank).toContainText('Couleur : Vert');
  await expect(tank.getByRole('link', { name: TANK_NAME })).toHaveAttribute('href', /\/CS-EP-10-VERT$/);
  await expect(tank.getByRole('textbox', { name: /^Quantité de/ })).toHaveValue('2');
  await expect(page.getByRole('button', { name: 'Panier, 3 articles' }).first()).toBeVisible();
});

test('a combination without a variant shows the SPEC §8 warning and cannot be applied; Cancel keeps the line', async ({
  page,
}) => {
  const miniCart = await addToCart(page, TARPAULIN, { colour: 'Blanc' });
  await miniCart.getByRole('button', editButton('Bâche PVC 650 g/m² œilletée')).click();
  const dialog = editor(page);
  await expect(dialog.getByRole('radio', { name: 'Blanc' })).toBeChecked();
  await dialog.getByRole('radio', { name: /^10 x 12 m/ }).check();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Cette configuration n’existe pas pour ce produit' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartLines(miniCart)).toContainText('Couleur : Blanc');
  await expect(cartLines(miniCart)).toContainText('Dimensions : 2 x 3 m');
});
