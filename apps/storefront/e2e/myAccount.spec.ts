import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axe, dismissCookies, expect, hydrated, outbox, registerCustomer, test } from './shop';

const TANK = '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3';
const PASSWORD = 'motdepasse-solide';
const NEW_PASSWORD = 'nouveau-motdepasse-2026';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.fr`;

/** A text field by its label, with or without the "(obligatoire)" mark of required fields. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\(obligatoire\\))?$`) });

/** Logs in through the API: the tokens the shop would hold. */
async function apiLogin(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/user/login', { data: { username: email, password } });
}

/**
 * The customer views a product (recorded as recently viewed), puts it in the cart, logs in at the checkout and
 * orders it cash on delivery (the cheapest reliable method); resolves the order number.
 */
async function orderAsCustomer(page: Page, email: string): Promise<string> {
  await page.goto(TANK);
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  // The first add loads the cart engine's chunk and creates the server cart: its own time on a busy machine.
  await expect(miniCart.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await miniCart.getByRole('button', { name: 'Fermer le panier' }).click();

  await page.goto('/checkout');
  await hydrated(page);
  await page.getByRole('button', { name: 'J’ai déjà un compte : me connecter' }).click();
  const login = page.getByRole('form', { name: 'Se connecter' });
  await field(login, 'Adresse e-mail').fill(email);
  await field(login, 'Mot de passe').fill(PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(`Connecté en tant que Camille Durand (${email}).`)).toBeVisible();
  await page
    .getByRole('form', { name: /Vos coordonnées/ })
    .getByRole('button', { name: 'Continuer' })
    .click();
  const shipping = page.getByRole('form', { name: /Livraison/ });
  await expect(field(shipping, 'Adresse')).toHaveValue('8 chemin des Vignes');
  await shipping.locator('label').filter({ hasText: /DPD/ }).first().click();
  await shipping.getByRole('button', { name: 'Continuer' }).click();
  const payment = page.getByRole('form', { name: /Paiement/ });
  await payment
    .locator('label')
    .filter({ hasText: /Paiement à la livraison/ })
    .first()
    .click();
  await payment.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible({ timeout: 20_000 });
  const orderNumber =
    (
      await page
        .locator('dd')
        .filter({ hasText: /^\d{9}$/ })
        .textContent()
    )?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d{9}$/);
  return orderNumber;
}

/** Opens a section through the account's navigation (a side list on desktop, a scroller on phones). */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Axe's violations once the route progress bar, which fades out after a navigation, is gone. */
const axeViolations = async (page: Page) => {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return (await axe(page).analyze()).violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
};

test('a visitor is asked to log in, in French, and the button opens the login modal @mobile', async ({ page }) => {
  await page.goto('/my-account/orders');
  await hydrated(page);
  await dismissCookies(page);
  await expect(page).toHaveTitle(/Mes commandes/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vous devez être connecté pour voir cette page' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre compte client' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('pages of an unknown section', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('answer 404', async ({ page, request }) => {
    expect((await request.get('/my-account/wishlist')).status()).toBe(404);
    await page.goto('/my-account/wishlist');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('a customer', () => {
  // The wrong password of the deletion step is the API's 403, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('manages the account: profile, addresses, orders and invoice, newsletter, loyalty card, recently viewed, data export, then deletes it @mobile', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    page.setDefaultTimeout(20_000);
    const email = uniqueEmail('compte');
    await registerCustomer(request, email, PASSWORD);
    const orderNumber = await orderAsCustomer(page, email);
    // The confirmation e-mail's invoice link (with the order's access key); the deletion erases the mails sent to the
    // customer, so it is read now.
    await expect
      .poll(async () => (await outbox(request)).split('<article>').find((mail) => mail.includes(orderNumber)) ?? '')
      .toMatch(/\/invoice\/\d{9}\?key=/);
    const confirmation = (await outbox(request)).split('<article>').find((mail) => mail.includes(orderNumber)) ?? '';
    const invoicePath = confirmation.match(/\/invoice\/\d{9}\?key=[^\s<"']+/)?.[0] ?? '';
    expect(invoicePath).toContain(orderNumber);

    // Profile: the name changes (SPEC §8 "Account data has successfully been updated").
    await page.goto('/my-account');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('aria-current', 'page');
    const profile = page.getByRole('form', { name: 'Mes informations' });
    await field(profile, 'Prénom').fill('Camilla');
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(profile.getByRole('status')).toHaveText('Les informations de votre compte ont bien été mises à jour');
    await expect(page.getByText('Bonjour Camilla')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Password: a short one is refused by the form; then changed (SPEC §8), the session logged in again with it.
    const passwordForm = page.getByRole('form', { name: 'Changer mon mot de passe' });
    await passwordForm.getByLabel(/^Mot de passe actuel/).fill(PASSWORD);
    await passwordForm.getByLabel(/^Nouveau mot de passe/).fill('court');
    await passwordForm.getByLabel(/^Confirmez/).fill('court');
    await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(passwordForm.getByLabel(/^Nouveau mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    await passwordForm.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await passwordForm.getByLabel(/^Confirmez/).fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(passwordForm.getByRole('status')).toHaveText('Votre mot de passe a bien été modifié');
    expect((await apiLogin(request, email, PASSWORD)).status()).toBe(401);

    // Addresses: one added with the checkout's French form (its rules refuse a wrong zip code), made the default,
    // then the first one deleted after the confirmation.
    await openSection(page, 'Mes adresses de livraison');
    const book = page.getByRole('list', { name: 'Mes adresses' });
    await expect(book.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const editor = page.getByRole('form', { name: 'Nouvelle adresse' });
    await field(editor, 'Adresse').fill('12 rue du Port');
    await field(editor, 'Code postal').fill('4400');
    await field(editor, 'Ville').fill('Nantes');
    await field(editor, 'Téléphone').fill('06 11 22 33 44');
    await editor.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(field(editor, 'Code postal')).toHaveAttribute('aria-invalid', 'true');
    await field(editor, 'Code postal').fill('44000');
    await editor.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(page.getByText('L’adresse a été enregistrée.')).toBeVisible();
    await expect(book.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: /^Définir par défaut l’adresse de Camilla? Durand/ }).click();
    await expect(page.getByText('C’est désormais votre adresse par défaut.')).toBeVisible();
    await expect(book.getByRole('article').first()).toContainText('12 rue du Port');
    await expect(book.getByRole('article').first()).toContainText('Par défaut');
    expect(await axeViolations(page)).toEqual([]);
    await book
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await page.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect(page.getByText('L’adresse a été supprimée.')).toBeVisible();
    await expect(book.getByRole('article')).toHaveCount(1);
    await expect(book).not.toContainText('8 chemin des Vignes');

    // Orders: the order placed at the checkout, its status in French, its details and its invoice.
    await openSection(page, 'Mes commandes');
    const row = page.getByRole('row', { name: new RegExp(orderNumber) });
    await expect(row).toContainText('En attente');
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: `Détails de la commande ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Articles commandés' })).toContainText(
      'Citerne souple eau de pluie 5 m³',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Voir la facture' }).click();
    await expect(page.getByRole('heading', { name: /Facture/ })).toBeVisible();
    await expect(page.locator('main')).toContainText('8 chemin des Vignes');

    // Order again: the order's lines go back into the cart and the mini-cart opens on them.
    await page.goto('/my-account/orders');
    await hydrated(page);
    await page.getByRole('button', { name: `Commander à nouveau la commande ${orderNumber}` }).click();
    const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
    await expect(miniCart.getByRole('listitem').first()).toContainText('Citerne souple eau de pluie 5 m³', {
      timeout: 30_000,
    });
    await miniCart.getByRole('button', { name: 'Fermer le panier' }).click();
    await expect(page.getByText(`Les produits de la commande ${orderNumber} sont dans votre panier.`)).toBeVisible();

    // Newsletter: subscribed with the account's e-mail; the 10 % coupon arrives by e-mail (SPEC §9).
    await page.goto('/my-account/newsletter');
    await hydrated(page);
    await expect(page.getByText('Vous n’êtes pas inscrit à notre newsletter')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Je m’abonne à la newsletter' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Vous êtes bien inscrit à notre/ })).toContainText(
      'code de réduction de 10 %',
    );
    await expect(page.getByText('Vous êtes inscrit à notre newsletter')).toBeVisible();
    await expect
      .poll(async () => (await outbox(request)).split('<article>').find((mail) => mail.includes(email)) ?? '')
      .toMatch(/BIENVENUE-[A-Z0-9]+/);

    // Loyalty card: the number as an EAN-13 bar code, the rule stated.
    await openSection(page, 'Carte de fidélité');
    const barcode = page.getByRole('img', { name: /^Code-barres de la carte n° \d{13}$/ });
    await expect(barcode).toBeVisible();
    await expect(page.getByText('1 point par euro dépensé sur vos commandes payées.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Recently viewed: the product page seen before ordering.
    await openSection(page, 'Produits vus récemment');
    await expect(page.getByRole('list', { name: 'Produits vus récemment' }).getByRole('link')).toHaveAttribute(
      'href',
      /^\/p\/CS-EP-5\//,
    );

    // My data: the export holds the orders and the addresses.
    await openSection(page, 'Mes données');
    expect(await axeViolations(page)).toEqual([]);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-citerne-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      customer: { email: string };
      orders: { orderNumber: string }[];
      addresses: { street: string[] }[];
    };
    expect(exported.customer.email).toBe(email);
    expect(exported.orders.map((order) => order.orderNumber)).toContain(orderNumber);
    expect(exported.addresses.map((address) => address.street[0])).toEqual(['12 rue du Port']);

    // Deleting the account asks for the password again: a wrong one is refused, the right one deletes it.
    const tokenBefore = await page.evaluate(
      () => JSON.parse(localStorage.getItem('current-token') ?? 'null') as string,
    );
    expect(tokenBefore).toBeTruthy();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const password = page.getByLabel(/^Mot de passe/);
    await expect(password).toBeFocused();
    await password.fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le mot de passe est incorrect.')).toBeVisible();
    await password.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Votre compte a été supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The old password and the old token no longer work; the order is kept (anonymised) and its e-mail link opens.
    expect((await apiLogin(request, email, NEW_PASSWORD)).status()).toBe(401);
    expect((await request.get('/api/user/me', { headers: { authorization: `Bearer ${tokenBefore}` } })).status()).toBe(
      401,
    );
    await page.goto(invoicePath);
    await expect(page.getByRole('heading', { name: /Facture/ })).toBeVisible();
    await expect(page.locator('main')).toContainText('Citerne souple eau de pluie 5 m³');
  });
});
