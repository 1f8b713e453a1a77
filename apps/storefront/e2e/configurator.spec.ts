import type { Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, test } from './shop';

const TANK = '/configuration/CS-SUR-MESURE/citerne-souple-sur-mesure';
const live = (page: Page) => page.locator('.configuration-live');
const length = (page: Page) => page.getByRole('textbox', { name: /Longueur disponible \(m\)/ });
const width = (page: Page) => page.getByRole('textbox', { name: /Largeur disponible \(m\)/ });
const addButton = (page: Page) => page.getByRole('button', { name: 'Ajouter au panier' });

async function openTank(page: Page) {
  await page.goto(TANK);
  await hydrated(page);
  await dismissCookies(page);
}

test('/configurator lists each made-to-measure product with a link to its configuration @mobile', async ({ page }) => {
  await page.goto('/configurator');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurateur sur mesure' })).toBeVisible();
  for (const [name, href] of [
    ['Citerne souple sur mesure', TANK],
    ['Bâche PVC 650 g/m² sur mesure', '/configuration/BA-SUR-MESURE/bache-pvc-650-g-m2-sur-mesure'],
    ['Bâche de remorque sur mesure', '/configuration/BA-REMORQUE-SM/bache-de-remorque-sur-mesure'],
    ['Toile de pergola sur mesure', '/configuration/OM-PERG-SM/toile-de-pergola-sur-mesure'],
  ] as const) {
    await expect(page.getByRole('link', { name: `Configurer : ${name}` })).toHaveAttribute('href', href);
  }
  await page.getByRole('link', { name: 'Configurer : Citerne souple sur mesure' }).click();
  await expect(page).toHaveURL(new RegExp(`${TANK}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurer : Citerne souple sur mesure');
});

test('a made-to-measure tank is priced live and added to the cart with its options, at the configurator price @mobile', async ({
  page,
}) => {
  await openTank(page);
  await expect(page.getByRole('note')).toContainText(
    'Le droit de rétractation de 14 jours ne s’applique pas aux produits fabriqués sur mesure (art. L221-28 3° du Code de la consommation).',
  );
  await expect(live(page)).toHaveAttribute('aria-live', 'polite');
  await length(page).fill('10');
  await width(page).fill('5');
  await expect(live(page)).toContainText('60 m³');
  await expect(live(page)).toContainText('2 562,00'); // (575 + 26 € × 60 m³) × 1.2
  await length(page).fill('12');
  await expect(live(page)).toContainText('72 m³');
  await expect(live(page)).toContainText('2 936,40'); // (575 + 26 € × 72 m³) × 1.2

  await page.getByRole('combobox', { name: /Usage/ }).selectOption({ label: 'Eau de pluie' });
  await page.getByRole('radio', { name: /^Vert/ }).check();
  await page
    .getByRole('combobox', { name: /Délai de fabrication/ })
    .selectOption({ label: 'Standard (3 à 4 semaines)' });
  await page.getByRole('checkbox', { name: /Vanne supplémentaire DN50/ }).check();
  await expect(live(page)).toContainText('3 043,20'); // + 89 € × 1.2

  await addButton(page).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  const line = miniCart.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(line).toContainText('Citerne souple sur mesure');
  await expect(line).toContainText('Longueur disponible (m) : 12');
  await expect(line).toContainText('Largeur disponible (m) : 5');
  await expect(line).toContainText('Couleur : Vert');
  await expect(line).toContainText('Accessoires : Vanne supplémentaire DN50');
  // The cart's price, from the server's totals, is the configurator's.
  await expect(line).not.toHaveAttribute('aria-busy', 'true');
  await expect(line).toContainText('3 043,20');
  await expect(miniCart).toContainText('3 043,20');
});

test('a dimension outside the product limits is refused with its limit @mobile', async ({ page }) => {
  await openTank(page);
  await length(page).fill('31');
  await width(page).fill('5');
  await expect(page.getByText('Au plus 30 m.').first()).toBeVisible();
  await expect(length(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(addButton(page)).toBeDisabled();
  await length(page).fill('12,5'); // a French decimal comma is a length
  await expect(length(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(live(page)).toContainText('75 m³');
  await expect(addButton(page)).toBeEnabled();
});

test('an impossible combination shows the SPEC §8 warning and cannot be added @mobile', async ({ page }) => {
  await openTank(page);
  await length(page).fill('20');
  await width(page).fill('10');
  await page.getByRole('combobox', { name: /Usage/ }).selectOption('2'); // Eau potable (toile ACS)
  const warning = 'Cette configuration n’existe pas pour ce produit. Veuillez choisir une autre combinaison d’options.';
  await expect(page.getByRole('alert').filter({ hasText: warning }).first()).toBeVisible();
  await expect(addButton(page)).toBeDisabled();
  await expect(addButton(page)).toHaveAccessibleDescription(warning);
  await width(page).fill('4'); // 96 m³: drinking-water fabric is made up to 120 m³
  await expect(addButton(page)).toBeEnabled();
});

test('the made-to-measure product page links its configurator', async ({ page }) => {
  await page.goto('/p/CS-SUR-MESURE/citerne-souple-sur-mesure');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Configurer sur mesure' })).toHaveAttribute('href', TANK);
});

test('the German store view shows the configurator in German', async ({ page }) => {
  await page.goto('/de/configurator');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Maßkonfigurator' })).toBeVisible();
  await page.goto(`/de${TANK}`);
  await hydrated(page);
  await expect(page.getByRole('group', { name: 'Ihre Maße' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Das 14-tägige Widerrufsrecht gilt nicht für Maßanfertigungen');
});

test('a made-to-measure tank can be configured and added with the keyboard only', async ({ page }) => {
  await openTank(page);
  await length(page).focus();
  await page.keyboard.type('8,5');
  await page.keyboard.press('Tab');
  await expect(width(page)).toBeFocused();
  await page.keyboard.type('4');
  await expect(live(page)).toContainText('40,8 m³');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Comment mesurer ?' })).toBeFocused();
  await page.keyboard.press('Tab');
  const usage = page.getByRole('combobox', { name: /Usage/ });
  await expect(usage).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(usage).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Vert/ })).toBeChecked();
  const delay = page.getByRole('combobox', { name: /Délai de fabrication/ });
  for (let step = 0; step < 8; step += 1) {
    if (await delay.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(delay).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(delay).not.toHaveValue('');
  await addButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Mon panier' })).toContainText('Longueur disponible (m) : 8,5');
});
