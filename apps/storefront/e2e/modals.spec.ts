import { axe, dismissCookies, expect, hydrated, test } from './shop';

test('the language switcher keeps the page in the chosen store view @mobile', async ({ page }) => {
  await page.goto('/c/citernes-souples?page=1');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: /^Langue\s:\sFrançais$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre langue' });
  await expect(dialog.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('link', { name: 'Italiano' })).toHaveAttribute('lang', 'it-IT');
  await dialog.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/c\/citernes-souples\?page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await hydrated(page);
  // And back, from the German page: the footer button speaks German now.
  await page.getByRole('button', { name: 'Sprache: Deutsch', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/c\/citernes-souples\?page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('writing a review: moderated before it shows @mobile', async ({ page }) => {
  await page.goto('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Donner mon avis' }).click();
  const dialog = page.getByRole('dialog', { name: /^Donner mon avis : / });
  await expect(
    dialog.getByText('Votre avis sera publié après vérification par notre équipe (modération).'),
  ).toBeVisible();
  // Nothing sent while something is missing.
  await dialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toHaveCount(4);

  const title = `Très solide ${Date.now().toString(36)}`;
  await dialog.getByRole('radio', { name: '4 sur 5' }).check({ force: true });
  await dialog.getByRole('textbox', { name: /Titre/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /Votre avis/ })
    .fill('Installée en une heure, aucune fuite après un hiver.');
  await dialog.getByRole('textbox', { name: /Pseudonyme/ }).fill('Camille');
  const answer = page.waitForResponse((response) => response.url().includes('/api/review/create'));
  await dialog.getByRole('button', { name: 'Publier mon avis' }).click();
  const response = await answer;
  expect(await response.json()).toEqual({ code: 200, result: true });
  await expect(dialog.getByRole('status')).toHaveText(
    'Merci ! Votre avis a bien été envoyé ; il sera publié après modération.',
  );

  // Stored pending: not on the product page until a moderator approves it.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Avis clients' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('the terms and conditions open in a modal from the checkout review step @mobile', async ({ page }) => {
  test.slow();
  await page.goto('/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  await expect(miniCart.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/checkout');
  await hydrated(page);
  const field = (form: ReturnType<typeof page.getByRole>, label: string) =>
    form.getByRole('textbox', { name: new RegExp(`^${label}( \\(obligatoire\\))?$`) });
  const personal = page.getByRole('form', { name: /Vos coordonnées/ });
  await field(personal, 'Prénom').fill('Léa');
  await field(personal, 'Nom').fill('Martin');
  await field(personal, 'Adresse e-mail').fill(`cgv-${Date.now().toString(36)}@example.fr`);
  await personal.getByRole('button', { name: 'Continuer' }).click();
  const shipping = page.getByRole('form', { name: /Livraison/ });
  await field(shipping, 'Prénom').fill('Léa');
  await field(shipping, 'Nom').fill('Martin');
  await field(shipping, 'Adresse').fill('3 rue des Lilas');
  await field(shipping, 'Code postal').fill('49300');
  await field(shipping, 'Ville').fill('Cholet');
  await field(shipping, 'Téléphone').fill('06 12 34 56 78');
  await shipping.locator('label').filter({ hasText: /DPD/ }).first().click();
  await shipping.getByRole('button', { name: 'Continuer' }).click();
  const payment = page.getByRole('form', { name: /Paiement/ });
  await payment
    .locator('label')
    .filter({ hasText: /Paiement à la livraison/ })
    .first()
    .click();
  await payment.getByRole('button', { name: 'Continuer' }).click();

  await page.getByRole('link', { name: 'conditions générales de vente', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Conditions générales de vente' });
  await expect(dialog.getByText(/Les présentes conditions générales de vente \(CGV\) s’appliquent/)).toBeVisible();
  // The seller's identity is filled in, as on the page itself.
  await expect(dialog.getByText('{{seller.', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout/);
  const scan = await axe(page).include('dialog[open]').analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  // Reading them does not tick the box for the shopper.
  await expect(page.getByLabel(/J’ai lu et j’accepte les/)).not.toBeChecked();
});

test('the open-measure modal on a made-to-measure product @mobile', async ({ page }) => {
  await page.goto('/p/CS-SUR-MESURE/citerne-souple-sur-mesure');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Comment mesurer ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comment mesurer votre emplacement' });
  await expect(dialog.getByRole('img', { name: /sa longueur, sa largeur et sa hauteur/ })).toBeVisible();
  await expect(
    dialog.getByText(/droit de rétractation de 14 jours ne s’applique pas \(article L221-28 3°/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'J’ai mes mesures' }).click();
  await expect(dialog).toBeHidden();
});
