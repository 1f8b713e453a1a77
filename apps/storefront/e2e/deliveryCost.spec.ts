import type { Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, registerCustomer, test } from './shop';

// 24,90 € incl. tax: below the 200 € free-shipping threshold of the configuration; ten of them are above it.
const VALVE = '/p/VA-PVC-40/vanne-1-4-de-tour-pvc-dn40';

async function addValves(page: Page, quantity: number) {
  await page.goto(VALVE);
  await hydrated(page);
  await dismissCookies(page);
  // The threshold comes from the API's configuration (GET /api/ext/shipping-terms), formatted as money.
  await expect(page.getByText(/^Livraison offerte en France dès 200,00\s€ TTC$/)).toBeVisible();
  if (quantity > 1) {
    const field = page.getByRole('textbox', { name: 'Quantité', exact: true });
    await field.fill(String(quantity));
    await field.press('Tab');
  }
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  // The first add loads the cart engine's chunk and creates the server cart: its own time on a busy machine.
  await expect(miniCart.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(miniCart.getByText('Total TTC', { exact: true })).toBeVisible();
  return miniCart;
}

test('the mini-cart shows the delivery cost once a postcode is given, computed from the address before @mobile', async ({
  page,
}) => {
  const miniCart = await addValves(page, 1);
  await expect(miniCart.getByText(/^Livraison offerte en France dès 200,00\s€ TTC$/)).toBeVisible();
  await expect(miniCart.getByText('Calculée selon l’adresse de livraison (France par défaut)')).toBeVisible();
  await expect(miniCart.getByRole('textbox', { name: 'Code postal' })).toBeHidden();

  await miniCart.getByRole('button', { name: 'Estimer la livraison' }).click();
  const postcode = miniCart.getByRole('textbox', { name: 'Code postal' });
  // The checkout's French zip code rule: 5 digits of a real department.
  await postcode.fill('4900');
  await miniCart.getByRole('button', { name: 'Calculer' }).click();
  await expect(miniCart.getByRole('alert')).toContainText('code postal');
  await postcode.fill('49000');
  await postcode.press('Enter');
  await expect(miniCart.getByText('Livraison au 49000')).toBeVisible();
  // The field folds away once the postcode is taken; "Changer de code postal" opens it again.
  await expect(postcode).toBeHidden();
  await expect(miniCart.getByRole('button', { name: 'Changer de code postal' })).toBeVisible();
  const estimate = miniCart.getByText('Livraison au 49000').locator('..');
  await expect(estimate).toContainText(/5,00\s€/);
  await expect(estimate).toContainText('TTC');

  // The postcode is the checkout's delivery zip code: the checkout's summary knows it and the form holds it.
  await page.goto('/checkout');
  await hydrated(page);
  const summary = page.getByRole('complementary', { name: 'Mon panier' });
  await expect(summary.getByText('Livraison au 49000')).toBeVisible();
  await expect(summary.getByText('Livraison au 49000').locator('..')).toContainText(/5,00\s€/);
});

test('above the free-shipping threshold the delivery is "Offerte" for the postcode', async ({ page }) => {
  const miniCart = await addValves(page, 10);
  await miniCart.getByRole('button', { name: 'Estimer la livraison' }).click();
  await miniCart.getByRole('textbox', { name: 'Code postal' }).fill('69001');
  await miniCart.getByRole('button', { name: 'Calculer' }).click();
  const estimate = miniCart.getByText('Livraison au 69001').locator('..');
  await expect(estimate).toContainText('Offerte');
  await expect(estimate).not.toContainText('€');
  // The server's totals say it too.
  await expect(miniCart.getByText('Frais de port TTC').locator('..')).toContainText('Offerte');

  // Germany has no free-shipping threshold: the cost for it, and a word on the totals, still those of France.
  await miniCart.getByRole('button', { name: 'Changer de code postal' }).click();
  await miniCart.getByRole('combobox', { name: 'Pays' }).selectOption('DE');
  await miniCart.getByRole('textbox', { name: 'Code postal' }).fill('10115');
  await miniCart.getByRole('button', { name: 'Calculer' }).click();
  await expect(miniCart.getByText('Livraison au 10115 (Allemagne)').locator('..')).toContainText(/5,00\s€/);
  await expect(miniCart.getByText(/Les totaux ci-dessous sont ceux d’une livraison en France/)).toBeVisible();
});

test('the checkout summary shows the delivery cost as soon as the shopper types the zip code of the address @mobile', async ({
  page,
}) => {
  const miniCart = await addValves(page, 1);
  await miniCart.getByRole('button', { name: 'Fermer le panier' }).click();
  await page.goto('/checkout');
  await hydrated(page);
  const summary = page.getByRole('complementary', { name: 'Mon panier' });
  await expect(summary.getByText('Calculée selon l’adresse de livraison (France par défaut)')).toBeVisible();

  const personal = page.getByRole('form', { name: /Vos coordonnées/ });
  await personal.getByRole('textbox', { name: /^Prénom/ }).fill('Léa');
  await personal.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await personal.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(`estimation-${Date.now()}@exemple.fr`);
  await personal.getByRole('button', { name: 'Continuer' }).click();
  const shipping = page.getByRole('form', { name: /Livraison/ });
  await shipping.getByRole('textbox', { name: /^Code postal/ }).fill('4930');
  // An incomplete zip code is not a postcode yet.
  await expect(summary.getByText('Calculée selon l’adresse de livraison (France par défaut)')).toBeVisible();
  await shipping.getByRole('textbox', { name: /^Code postal/ }).fill('49300');
  await expect(summary.getByText('Livraison au 49300')).toBeVisible();
  await expect(summary.getByText('Livraison au 49300').locator('..')).toContainText(/5,00\s€/);
});

test('a logged-in customer sees the delivery cost for their default address without typing a postcode', async ({
  page,
  request,
}) => {
  // The customer's default address is in Angers (49000).
  const customer = await registerCustomer(request, `estimation-client-${Date.now()}@exemple.fr`, 'motdepasse-solide');
  await page.goto(VALVE);
  await hydrated(page);
  await dismissCookies(page);
  const account = page.getByRole('banner').getByRole('button', { name: 'Se connecter' });
  await expect(account).toBeVisible({ timeout: 30_000 });
  await account.click();
  const login = page.getByRole('dialog', { name: /Votre compte client/ }).getByRole('form', { name: 'Se connecter' });
  await login.getByLabel(/^Adresse e-mail/).fill(customer.email);
  await login.getByLabel(/^Mot de passe/).fill(customer.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('dialog', { name: /Votre compte client/ })).toBeHidden();

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  const estimate = miniCart.getByText('Livraison au 49000').locator('..');
  await expect(estimate).toContainText(/5,00\s€/, { timeout: 30_000 });
});
