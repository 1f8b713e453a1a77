import type { Locator, Page } from '@playwright/test';
import { axe, dismissCookies, expect, hydrated, outbox, registerCustomer, test } from './shop';

const TANK = '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3';
const CONFIGURABLE = '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3';
const BUNDLE = '/p/PACK-CS-EP-5/pack-citerne-eau-de-pluie-5-m3-kit-gouttiere';
const VIRTUAL = '/p/SV-INSTALL-50/x';

async function addToCart(page: Page, path: string, choose?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await hydrated(page);
  await dismissCookies(page);
  if (choose) await choose(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  // The first add loads the cart engine's chunk and creates the server cart: its own time on a busy machine.
  await expect(miniCart.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await miniCart.getByRole('button', { name: 'Fermer le panier' }).click();
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: /Vos coordonnées/ })).toBeVisible();
}

const step = (page: Page, name: RegExp) => page.getByRole('form', { name });
/** Chooses a shipping or payment method: its card (the label) is what the shopper clicks. */
const choose = (scope: Locator, name: RegExp) => scope.locator('label').filter({ hasText: name }).first().click();
/** A text field by its label, with or without the "(obligatoire)" mark of required fields. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\(obligatoire\\))?$`) });

async function fillPersonal(page: Page, email: string) {
  const form = step(page, /Vos coordonnées/);
  await field(form, 'Prénom').fill('Léa');
  await field(form, 'Nom').fill('Martin');
  await field(form, 'Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Continuer' }).click();
}

async function fillShipping(page: Page) {
  const form = step(page, /Livraison/);
  await field(form, 'Prénom').fill('Léa');
  await field(form, 'Nom').fill('Martin');
  await field(form, 'Adresse').fill('3 rue des Lilas');
  await field(form, 'Code postal').fill('49300');
  await field(form, 'Ville').fill('Cholet');
  await field(form, 'Téléphone').fill('06 12 34 56 78');
  await choose(form, /DPD/);
  await form.getByRole('button', { name: 'Continuer' }).click();
}

async function choosePayment(page: Page, method: RegExp) {
  const form = step(page, /Paiement/);
  await choose(form, method);
  await form.getByRole('button', { name: 'Continuer' }).click();
}

async function placeOrder(page: Page) {
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
}

/** The order number the thank-you page shows. */
const orderNumberOnPage = (page: Page) => page.locator('dd').filter({ hasText: /^\d{9}$/ });

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.fr`;

test('a guest buys three kinds of product, pays cash on delivery, gets the thank-you page, the e-mail and the invoice @mobile', async ({
  page,
  request,
}) => {
  test.slow();
  await addToCart(page, TANK);
  await addToCart(page, CONFIGURABLE, (p) => p.getByRole('radio', { name: 'Noir' }).check());
  await addToCart(page, BUNDLE);
  await openCheckout(page);
  const summary = page.getByRole('complementary', { name: 'Mon panier' });
  await expect(summary.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li')).toHaveCount(3);

  const email = uniqueEmail('invite');
  await fillPersonal(page, email);
  await fillShipping(page);
  await choosePayment(page, /Paiement à la livraison/);
  await placeOrder(page);

  const thanks = page.getByRole('heading', { name: 'Merci pour votre commande !' });
  await expect(thanks).toBeVisible();
  const orderNumber = (await orderNumberOnPage(page).textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d{9}$/);
  await expect(page.getByRole('button', { name: 'Panier, 0 article' }).first()).toBeVisible();

  // The confirmation e-mail is in the outbox, with the invoice link.
  await expect.poll(async () => outbox(request)).toContain(`Votre commande n° ${orderNumber}`);

  await page.getByRole('link', { name: 'Voir ma facture' }).click();
  await expect(page.getByRole('heading', { name: /Facture/ })).toBeVisible();
  await expect(page.getByText('Citerne Souple France SAS').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('Citerne souple eau de pluie 5 m³');
});

test('a card payment through the provider page returns to the thank-you page, paid', async ({ page }) => {
  test.slow();
  await addToCart(page, TANK);
  await openCheckout(page);
  await fillPersonal(page, uniqueEmail('carte'));
  await fillShipping(page);
  await choosePayment(page, /Carte bancaire/);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/checkout\?order=\d+&key=/);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(page.getByText('Votre paiement par carte est confirmé.')).toBeVisible();
});

test('a refused card payment leads to /payment-fail, pays again, and the order is paid once', async ({
  page,
  request,
}) => {
  test.slow();
  await addToCart(page, TANK);
  await openCheckout(page);
  await fillPersonal(page, uniqueEmail('refus'));
  await fillShipping(page);
  await choosePayment(page, /Carte bancaire/);
  await placeOrder(page);
  await page.getByRole('button', { name: 'Refuser le paiement' }).click();
  await expect(page).toHaveURL(/\/payment-fail\/\d+\?key=/);
  const url = new URL(page.url());
  const orderNumber = url.pathname.split('/').at(-1) ?? '';
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Paiement non finalisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer à nouveau par carte' }).click();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();

  const order = await (await request.get(`/api/order/${orderNumber}?key=${url.searchParams.get('key')}`)).json();
  expect(order.result.status).toBe('processing');
  expect(order.result.increment_id).toBe(orderNumber);
});

test.describe('coupons', () => {
  // The refused code answers 400, which the browser reports.
  test.use({ expectedConsoleErrors: [/apply-coupon.*400|400 \(Bad Request\)/] });

  test('a bad coupon is refused with the SPEC text; the newsletter coupon takes 10 % off', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('coupon');
    expect((await request.post('/api/ext/newsletter/subscribe', { data: { customerEmail: email } })).ok()).toBe(true);
    let code = '';
    await expect
      .poll(async () => {
        const mail = (await outbox(request)).split('<article>').find((article) => article.includes(email)) ?? '';
        code = mail.match(/BIENVENUE-[A-Z0-9]+/)?.[0] ?? '';
        return code;
      })
      .not.toBe('');

    await addToCart(page, TANK);
    await openCheckout(page);
    const summary = page.getByRole('complementary', { name: 'Mon panier' });
    await summary.getByRole('button', { name: 'Vous avez un code promo ?' }).click();
    await summary.getByLabel('Code promo').fill('FAUX-CODE');
    await summary.getByRole('button', { name: 'Appliquer' }).click();
    await expect(summary.getByRole('alert')).toContainText('Code promo incorrect');

    await summary.getByLabel('Code promo').fill(code);
    await summary.getByRole('button', { name: 'Appliquer' }).click();
    await expect(summary).toContainText(`Code ${code} appliqué`);
    await expect(summary).toContainText('-56,90');
  });
});

test('a virtual cart offers no cash on delivery', async ({ page }) => {
  test.slow();
  await addToCart(page, VIRTUAL);
  await openCheckout(page);
  await fillPersonal(page, uniqueEmail('virtuel'));
  const payment = step(page, /Paiement/);
  await expect(payment.getByRole('radio', { name: /Carte bancaire/ }).first()).toBeVisible();
  await expect(payment.getByRole('radio', { name: /Paiement à la livraison/ })).toHaveCount(0);
});

test.describe('a lost answer', () => {
  // The first answer to place order is cut on purpose: the browser reports the failed request.
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_RESET|Failed to load resource|Failed to fetch/] });

  test('a double click and a reload during "place order" make exactly one order', async ({ page }) => {
    test.slow();
    await addToCart(page, TANK);
    await openCheckout(page);
    await fillPersonal(page, uniqueEmail('double'));
    await fillShipping(page);
    await choosePayment(page, /Paiement à la livraison/);
    await page.getByLabel(/J’ai lu et j’accepte les/).check();

    // The first answer is lost on its way back (the order is placed on the server), then the shopper reloads.
    const placed: string[] = [];
    await page.route('**/api/order', async (route) => {
      const response = await route.fetch();
      placed.push(((await response.json()) as { result: { orderNumber: string } }).result.orderNumber);
      if (placed.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    const button = page.getByRole('button', { name: 'Commander avec obligation de paiement' });
    await button.dblclick();
    await expect.poll(() => placed.length).toBe(1);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
    await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
    expect(new Set(placed).size).toBe(1);
    await expect(orderNumberOnPage(page)).toHaveText(placed[0] ?? '');
  });
});

test('the invoice opens with its e-mail link and is a 404 with a wrong key', async ({ page, request }) => {
  test.slow();
  await addToCart(page, TANK);
  await openCheckout(page);
  await fillPersonal(page, uniqueEmail('facture'));
  await fillShipping(page);
  await choosePayment(page, /Paiement à la livraison/);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  const href = (await page.getByRole('link', { name: 'Voir ma facture' }).getAttribute('href')) ?? '';
  expect((await request.get(href)).status()).toBe(200);
  const orderNumber = href.split('?')[0]?.split('/').at(-1);
  expect((await request.get(`/invoice/${orderNumber}?key=not-the-key`)).status()).toBe(404);
  // Without the key only the logged-in owner reads it: a visitor gets the not-found page.
  await page.goto(`/invoice/${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('every checkout step passes axe and the checkout is completed with the keyboard only', async ({ page }) => {
  test.slow();
  await addToCart(page, TANK);
  await openCheckout(page);
  const scanMain = async () => {
    const { violations } = await axe(page).include('main').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  };
  await scanMain();
  const type = async (label: string, text: string) => {
    await field(page.locator('form'), label).first().focus();
    await page.keyboard.type(text);
  };
  await type('Prénom', 'Léa');
  await type('Nom', 'Martin');
  await type('Adresse e-mail', uniqueEmail('clavier'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: /Livraison/ })).toBeVisible();
  await scanMain();
  await type('Prénom', 'Léa');
  await type('Nom', 'Martin');
  await type('Adresse', '3 rue des Lilas');
  await type('Code postal', '49300');
  await type('Ville', 'Cholet');
  await type('Téléphone', '0612345678');
  await page.getByRole('radio', { name: /DPD/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: /Paiement/ })).toBeVisible();
  await scanMain();
  await page.getByRole('radio', { name: /Paiement à la livraison/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await page.getByLabel(/J’ai lu et j’accepte les/).focus();
  await page.keyboard.press('Space');
  await scanMain();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  await scanMain();
});

async function logInAtCheckout(page: Page, customer: { email: string; password: string }) {
  await page.getByRole('button', { name: 'J’ai déjà un compte : me connecter' }).click();
  const login = page.getByRole('form', { name: 'Se connecter' });
  await field(login, 'Adresse e-mail').fill(customer.email);
  await field(login, 'Mot de passe').fill(customer.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(`Connecté en tant que Camille Durand (${customer.email}).`)).toBeVisible();
}

test('a customer logs in at the checkout, orders to the saved address, and reads the invoice without the e-mail link @mobile', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await registerCustomer(request, uniqueEmail('client'), 'motdepasse-solide');
  await addToCart(page, TANK);
  await openCheckout(page);
  await logInAtCheckout(page, customer);
  await expect(field(step(page, /Vos coordonnées/), 'Adresse e-mail')).toHaveValue(customer.email);
  await step(page, /Vos coordonnées/)
    .getByRole('button', { name: 'Continuer' })
    .click();

  const shipping = step(page, /Livraison/);
  await expect(field(shipping, 'Adresse')).toHaveValue('8 chemin des Vignes');
  await expect(field(shipping, 'Code postal')).toHaveValue('49000');
  await choose(shipping, /DPD/);
  await shipping.getByRole('button', { name: 'Continuer' }).click();
  await choosePayment(page, /Paiement à la livraison/);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  const orderNumber = (await orderNumberOnPage(page).textContent())?.trim() ?? '';

  // The owner reads the invoice with their session; another customer gets the not-found page.
  await page.goto(`/invoice/${orderNumber}`);
  await expect(page.getByRole('heading', { name: /Facture/ })).toBeVisible();
  await expect(page.locator('main')).toContainText('8 chemin des Vignes');

  const other = await registerCustomer(request, uniqueEmail('autre'), 'motdepasse-solide');
  const login = await request.post('/api/user/login', { data: { username: other.email, password: other.password } });
  const token = ((await login.json()) as { result: string }).result;
  expect(
    (await request.get(`/api/order/${orderNumber}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(404);
});

test('a guest who creates an account at the checkout orders as that new customer', async ({ page, request }) => {
  test.slow();
  await addToCart(page, TANK);
  await openCheckout(page);
  const email = uniqueEmail('nouveau');
  const form = step(page, /Vos coordonnées/);
  await field(form, 'Prénom').fill('Léa');
  await field(form, 'Nom').fill('Martin');
  await field(form, 'Adresse e-mail').fill(email);
  await form.getByLabel('Créer un compte pour suivre mes commandes').check();
  await field(form, 'Mot de passe').fill('court');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(form.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeVisible();
  await field(form, 'Mot de passe').fill('motdepasse-solide');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await fillShipping(page);
  await choosePayment(page, /Paiement à la livraison/);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();

  const login = await request.post('/api/user/login', { data: { username: email, password: 'motdepasse-solide' } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { result: string }).result;
  const history = await request.get('/api/user/order-history', { headers: { authorization: `Bearer ${token}` } });
  expect(((await history.json()) as { result: { items: unknown[] } }).result.items).toHaveLength(1);
});

test('on the thank-you page a guest turns the order into an account and is logged in', async ({ page, request }) => {
  test.slow();
  await addToCart(page, TANK);
  await openCheckout(page);
  const email = uniqueEmail('offre');
  await fillPersonal(page, email);
  await fillShipping(page);
  await choosePayment(page, /Paiement à la livraison/);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  const offer = page.getByRole('form', { name: 'Gardez vos coordonnées pour la prochaine fois' });
  await field(offer, 'Mot de passe').fill('motdepasse-solide');
  await offer.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText('Votre compte est créé et vous êtes connecté : cette commande s’y trouve.'),
  ).toBeVisible();

  const login = await request.post('/api/user/login', { data: { username: email, password: 'motdepasse-solide' } });
  const token = ((await login.json()) as { result: string }).result;
  const history = await request.get('/api/user/order-history', { headers: { authorization: `Bearer ${token}` } });
  expect(((await history.json()) as { result: { items: unknown[] } }).result.items).toHaveLength(1);
});
