import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, outbox, test } from './shop';

const TANK = '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3';
const PASSWORD = 'citerne-souple-2026';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.fr`;

/** A customer created through the API, as another visit would have. */
async function createCustomer(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const answer = await request.post('/api/user/create', {
    data: { customer: { email, firstname: 'Camille', lastname: 'Durand' }, password: PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return email;
}

/** The last e-mail of the outbox sent to `email`. */
async function lastMailTo(request: APIRequestContext, email: string, contains: string): Promise<string> {
  let mail = '';
  await expect
    .poll(async () => {
      const articles = (await outbox(request)).split('<article>').filter((article) => article.includes(email));
      mail = articles.filter((article) => article.includes(contains)).at(-1) ?? '';
      return mail;
    })
    .not.toBe('');
  return mail;
}

/** Opens the home page and waits for the session to be restored (the account icon then says "Se connecter"). */
async function openShop(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  await dismissCookies(page);
}

/**
 * The account entry of SPEC §2: the bottom navigation's Profile on a phone, the header icon on a desktop. A
 * visitor who is not logged in gets the auth modal.
 */
async function openAccount(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Compte', exact: true }).click();
  else await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
}

const authModal = (page: Page) =>
  page.getByRole('dialog', { name: /Votre compte client|Mot de passe oublié|nouveau mot de passe/ });
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\(obligatoire\\))?$`));

async function logIn(page: Page, isMobile: boolean, email: string, password: string) {
  if (!isMobile) {
    // The icon names itself "Se connecter" once the session knows the visitor is not logged in.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible({
      timeout: 30_000,
    });
  }
  await openAccount(page, isMobile);
  const form = authModal(page).getByRole('form', { name: 'Se connecter' });
  await field(form, 'Adresse e-mail').fill(email);
  await field(form, 'Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

async function logOut(page: Page) {
  await page.goto('/my-account');
  await hydrated(page);
  await page.getByRole('button', { name: /Se déconnecter|Déconnexion/ }).click();
  await expect(page.getByText('Vous êtes déconnecté')).toBeVisible();
}

test('a newcomer creates an account, logs out and logs in again @mobile', async ({ page, request, isMobile }) => {
  test.slow();
  const email = uniqueEmail('nouveau');
  await openShop(page);
  await openAccount(page, isMobile);
  const modal = authModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('tab', { name: 'Créer un compte' }).click();
  const form = modal.getByRole('form', { name: 'Créer mon compte' });
  await expect(form.getByRole('checkbox', { name: /Je m’abonne à la newsletter/ })).not.toBeChecked();

  // The rules of SPEC §5 first: the summary lists what to correct.
  await field(form, 'Prénom').fill('Léa');
  await field(form, 'Mot de passe').fill('court');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert')).toContainText('Veuillez corriger les champs suivants');
  await expect(field(form, 'Mot de passe')).toHaveAccessibleDescription(/au moins 8 caractères/);

  await field(form, 'Nom').fill('Martin');
  await field(form, 'Adresse e-mail').fill(email);
  await field(form, 'Mot de passe').fill(PASSWORD);
  await field(form, 'Confirmez le mot de passe').fill(PASSWORD);
  await form.getByRole('checkbox', { name: /Je m’abonne à la newsletter/ }).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Bienvenue Léa ! Votre compte est créé et vous êtes connecté.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(modal).toBeHidden();
  // Ticked, the opt-in subscribed the new account's address: the welcome coupon is on its way.
  await lastMailTo(request, email, 'BIENVENUE-');

  // Logged in, the account entry goes to My Account.
  if (isMobile) await page.getByRole('button', { name: 'Compte', exact: true }).click();
  else await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  await page.getByRole('button', { name: /Se déconnecter|Déconnexion/ }).click();
  await expect(page.getByText('Vous êtes déconnecté')).toBeVisible();

  await logIn(page, isMobile, email, PASSWORD);
  await expect(page.getByText('Bonjour Léa, vous êtes connecté.')).toBeVisible({ timeout: 30_000 });
  await expect(authModal(page)).toBeHidden();
});

test.describe('refused logins', () => {
  // The API answers 401 to a wrong password and 429 once locked: the browser reports both.
  test.use({ expectedConsoleErrors: [/status of (401|429)/] });

  test('a wrong password never says whether the e-mail exists; five wrong passwords make the login wait briefly', async ({
    page,
    request,
    isMobile,
  }) => {
    test.slow();
    const email = await createCustomer(request, 'verrou');
    await openShop(page);
    await logIn(page, isMobile, uniqueEmail('inconnu'), PASSWORD);
    const form = authModal(page).getByRole('form', { name: 'Se connecter' });
    const refusal = form.getByRole('alert');
    const incorrect = /La connexion au compte a échoué|incorrect/;
    await expect(refusal).toContainText(incorrect);
    const unknownText = await refusal.textContent();
    await field(form, 'Adresse e-mail').fill(email);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await field(form, 'Mot de passe').fill(`mauvais-${attempt}`);
      await form.getByRole('button', { name: 'Se connecter' }).click();
      // The same words for an account that exists as for one that does not.
      await expect(refusal).toHaveText(unknownText ?? '');
      await expect(form.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-disabled', 'true');
    }
    // Five failures from this address: even the right password waits, half a minute (issue 19: an attacker cannot
    // lock the customer out for long), and the text says so truthfully, rounded up to a minute.
    await field(form, 'Mot de passe').fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(refusal).toContainText(
      /temporairement bloquée après trop de tentatives infructueuses\. Réessayez dans 1 minute\./,
    );
  });
});

test('a forgotten password is reset from the e-mailed link, and the new one logs in', async ({ page, request }) => {
  test.slow();
  const email = await createCustomer(request, 'oubli');
  await openShop(page);
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await authModal(page).getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Mot de passe oublié ?' });
  await expect(field(forgot, 'Adresse e-mail')).toBeFocused();
  await field(forgot, 'Adresse e-mail').fill(email);
  await forgot.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'Si un compte existe pour cette adresse, un lien de réinitialisation est en route.',
  );

  // The link of the e-mail goes through the API, which sends the shopper on with is_reset=success.
  const mail = await lastMailTo(request, email, 'reset-password/link');
  const link = mail.match(/https?:\/\/[^\s<"]+reset-password\/link\?[^\s<"]+/)?.[0]?.replace(/&#38;|&amp;/g, '&') ?? '';
  expect(link).toContain('resetToken=');
  await page.goto(link);
  await hydrated(page);
  const reset = page.getByRole('dialog', { name: 'Choisissez un nouveau mot de passe' });
  await expect(reset).toBeVisible();
  await expect(field(reset, 'Adresse e-mail')).toHaveValue(email);
  // The token does not stay in the address.
  await expect(page).not.toHaveURL(/resetToken|is_reset/);
  const newPassword = 'nouveau-mot-de-passe-2026';
  await field(reset, 'Nouveau mot de passe').fill(newPassword);
  await field(reset, 'Confirmez le nouveau mot de passe').fill(newPassword);
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a bien été modifié')).toBeVisible({ timeout: 30_000 });
  await expect(reset).toBeHidden();
  // Logged in with it: the header icon leads to My Account.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  expect((await request.post('/api/user/login', { data: { username: email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/user/login', { data: { username: email, password: newPassword } })).ok()).toBe(true);
  // The link worked once.
  await page.goto(link);
  await expect(page.getByText('Votre lien de réinitialisation du mot de passe a expiré.')).toBeVisible();
});

test('a guest cart with a coupon keeps its line and its coupon when the shopper logs in', async ({ page, request }) => {
  test.slow();
  const email = await createCustomer(request, 'panier');
  const subscriber = uniqueEmail('coupon');
  expect((await request.post('/api/ext/newsletter/subscribe', { data: { customerEmail: subscriber } })).ok()).toBe(
    true,
  );
  const mail = await lastMailTo(request, subscriber, 'BIENVENUE-');
  const code = mail.match(/BIENVENUE-[A-Z0-9]+/)?.[0] ?? '';

  await openShop(page, TANK);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
  // The first add loads the cart engine's chunk and creates the server cart: its own time on a busy machine.
  await expect(miniCart.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await miniCart.getByRole('button', { name: 'Fermer le panier' }).click();
  await page.goto('/checkout');
  await hydrated(page);
  const summary = page.getByRole('complementary', { name: 'Mon panier' });
  await summary.getByRole('button', { name: 'Vous avez un code promo ?' }).click();
  await summary.getByLabel('Code promo').fill(code);
  await summary.getByRole('button', { name: 'Appliquer' }).click();
  await expect(summary).toContainText(`Code ${code} appliqué`);

  const cartToken = () => page.evaluate(() => localStorage.getItem('current-cart-token'));
  const guestCart = await cartToken();
  // The coupon's call on the customer cart gets no answer on this page: the reload below comes before it, as when a
  // shopper reloads or leaves in the middle of the merge. The coupon still to carry is stored with the cart
  // (cart-sync's `couponToCarry`), and the next load carries it.
  let heldCouponCalls = 0;
  await page.route('**/api/cart/apply-coupon?**', () => {
    heldCouponCalls += 1;
  });
  await logIn(page, false, email, PASSWORD);
  await expect(page.getByText('Bonjour Camille, vous êtes connecté.')).toBeVisible({ timeout: 30_000 });
  // The cart moves to the customer's cart with the guest's coupon, and survives a reload.
  await expect.poll(cartToken, { timeout: 30_000 }).not.toBe(guestCart);
  await expect.poll(() => heldCouponCalls).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('current-cart') ?? '')).toContain(`"couponToCarry":"${code}"`);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await hydrated(page);
  await expect(summary.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(summary).toContainText(`Code ${code} appliqué`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('current-cart') ?? ''))
    .not.toContain('couponToCarry":"');
});

test('a logout while the account page is still loading ends quietly: no 401, no refresh, no expiry notice', async ({
  page,
  request,
}) => {
  test.slow();
  const email = await createCustomer(request, 'presse');
  await openShop(page);
  await logIn(page, false, email, PASSWORD);
  await expect(page.getByText('Bonjour Camille, vous êtes connecté.')).toBeVisible({ timeout: 30_000 });
  // The account page's reads (profile, cart, wishlist) answer slowly: the logout comes while they are under way.
  const sent: string[] = [];
  let held = 0;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    sent.push(url.pathname);
    held += 1;
    if (url.pathname !== '/api/user/logout') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
    held -= 1;
  });
  await page.goto('/my-account');
  await hydrated(page);
  await page.getByRole('button', { name: /Se déconnecter|Déconnexion/ }).click();
  await expect(page.getByText('Vous êtes déconnecté')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // The session's reads were abandoned (the fixture fails the test on the console's 401s, which this test does not
  // expect), none was sent again with the ended token, and no refresh was tried — so no "session expired" modal.
  await expect.poll(() => held).toBe(0);
  expect(sent.filter((path) => path === '/api/user/refresh')).toEqual([]);
  await expect(page.getByText('Votre session a expiré')).toHaveCount(0);
});

test.describe('the session', () => {
  // A refused access token answers 401 before the refresh, which the browser reports.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('an expired access token is refreshed without the shopper noticing', async ({ page, request }) => {
    test.slow();
    const email = await createCustomer(request, 'jeton');
    await openShop(page);
    await logIn(page, false, email, PASSWORD);
    await expect(page.getByText('Bonjour Camille, vous êtes connecté.')).toBeVisible({ timeout: 30_000 });
    const refreshToken = await page.evaluate(() => localStorage.getItem('current-refresh-token'));
    expect(refreshToken).toBeTruthy();
    // An access token the API no longer accepts (expired, or signed with an old key), the refresh token kept.
    await page.evaluate(() => localStorage.setItem('current-token', JSON.stringify('v1.expire.jeton-perime')));
    await page.goto('/my-account');
    await hydrated(page);
    await expect(page.getByText('Bonjour Camille')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
    await expect(page.getByText('Vous êtes déconnecté')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('current-token')))
      .not.toBe(JSON.stringify('v1.expire.jeton-perime'));
  });

  test('a session that cannot be refreshed ends quietly and opens the sign-up form (SPEC §8)', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = await createCustomer(request, 'expire');
    await openShop(page);
    await logIn(page, false, email, PASSWORD);
    await expect(page.getByText('Bonjour Camille, vous êtes connecté.')).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => {
      localStorage.setItem('current-token', JSON.stringify('v1.expire.jeton-perime'));
      localStorage.setItem('current-refresh-token', JSON.stringify('jeton-de-renouvellement-revoque'));
    });
    await page.reload();
    await hydrated(page);
    const modal = page.getByRole('dialog', { name: 'Votre compte client' });
    await expect(modal.getByRole('status')).toHaveText('Votre session a expiré. Reconnectez-vous ou créez un compte.', {
      timeout: 30_000,
    });
    await expect(modal.getByRole('tab', { name: 'Créer un compte' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Vous êtes déconnecté')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('logging out empties the cart and forgets the checkout details', async ({ page, request }) => {
    test.slow();
    const email = await createCustomer(request, 'sortie');
    await openShop(page);
    await logIn(page, false, email, PASSWORD);
    await expect(page.getByText('Bonjour Camille, vous êtes connecté.')).toBeVisible({ timeout: 30_000 });
    await page.goto(TANK);
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const miniCart = page.getByRole('dialog', { name: 'Mon panier' });
    await expect(miniCart.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await miniCart.getByRole('button', { name: 'Fermer le panier' }).click();
    await page.goto('/checkout');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('checkout-details'))).toContain(email);

    await logOut(page);
    await expect(page.getByRole('button', { name: 'Panier, 0 article' }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('checkout-details') ?? '')).not.toContain(email);
    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveCount(0);
  });
});

test.describe('login as customer', () => {
  // A refused link answers 403, which the browser reports.
  test.use({ expectedConsoleErrors: [/status of (400|403)/] });

  test('the link of the merchant command works once; a reused, forged or missing token is refused', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const email = await createCustomer(request, 'marchand');
    // The command reads the server's configuration: the same DATA_DIR (its commerce secret) and address.
    const { stdout } = await promisify(execFile)(
      'pnpm',
      ['--silent', '--filter', '@citerne/api', 'login-as-customer', email],
      {
        env: {
          ...process.env,
          DATA_DIR: process.env.E2E_DATA_DIR,
          PORT: process.env.E2E_PORT ?? '3210',
          HOST: '127.0.0.1',
        },
        timeout: 60_000,
      },
    );
    const link = stdout.match(/https?:\/\/\S+\/login-as-customer#token=\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    const fragment = link.slice(link.indexOf('#'));

    await page.goto(`/login-as-customer${fragment}`);
    await expect(page).toHaveURL(/\/my-account$/, { timeout: 30_000 });
    await hydrated(page);
    await expect(page.getByText('Bonjour Camille')).toBeVisible({ timeout: 30_000 });

    // Once used, the same link is refused, in another browser too.
    const other = await browser.newPage();
    await other.goto(new URL(`/login-as-customer${fragment}`, page.url()).toString());
    await expect(other.getByRole('heading', { name: 'Ce lien de connexion ne peut pas être utilisé' })).toBeVisible();
    await expect(other.getByText('Ce lien de connexion est invalide, expiré ou déjà utilisé.')).toBeVisible();
    await expect(other).not.toHaveURL(/token=/);
    await other.close();

    const forged = `${fragment.slice(0, -6)}AAAAAA`;
    await page.goto(`/login-as-customer${forged}`);
    await expect(page.getByRole('heading', { name: 'Ce lien de connexion ne peut pas être utilisé' })).toBeVisible();
    await page.goto('/login-as-customer');
    await expect(page.getByRole('heading', { name: 'Ce lien de connexion ne peut pas être utilisé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
