import type { Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, registerCustomer, test } from './shop';

// Issue 17: "compare two products; wishlist as guest then login keeps it" (SPEC §2 "Compare products", "Wishlist";
// SPEC §4: logout clears the wishlist and the compare list).

const PASSWORD = 'citerne-souple-2026';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.fr`;

async function openCategory(page: Page) {
  await page.goto('/c/citernes-souples');
  await hydrated(page);
  await dismissCookies(page);
}

const productList = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
const compareButtons = (page: Page) => productList(page).getByRole('button', { name: /^Comparer / });
const heartButtons = (page: Page) => productList(page).getByRole('button', { name: /^Liste d'envies : / });
const nameOf = async (button: import('@playwright/test').Locator, prefix: RegExp) =>
  ((await button.getAttribute('aria-label')) ?? '').replace(prefix, '');

/** The list's link: in the header on a desktop, in the menu on a phone (the header has no room for it there). */
async function openListLink(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else await page.getByRole('banner').getByRole('link', { name }).click();
}

test('compare two products from the category cards, see their features side by side, remove one; a fifth is refused @mobile', async ({
  page,
  isMobile,
}) => {
  test.slow();
  await openCategory(page);
  const first = compareButtons(page).nth(0);
  const second = compareButtons(page).nth(1);
  const firstName = await nameOf(first, /^Comparer /);
  const secondName = await nameOf(second, /^Comparer /);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Ajouté à la comparaison').first()).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  await openListLink(page, isMobile, 'Comparer des produits, 2 produits');
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByRole('table', { name: 'Comparaison de 2 produits' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: new RegExp(firstName) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(secondName) })).toBeVisible();
  for (const feature of ['Prix', 'Volume', 'Matière']) {
    await expect(table.getByRole('rowheader', { name: feature, exact: true })).toBeVisible();
  }
  // A row holds one cell per product after its header.
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Volume', exact: true }) })
      .getByRole('cell'),
  ).toHaveCount(2);

  await table.getByRole('button', { name: `Retirer ${firstName} de la comparaison` }).click();
  await expect(page.getByRole('table', { name: 'Comparaison de 1 produit' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader', { name: new RegExp(firstName) })).toHaveCount(0);

  // Up to 4: the fifth says the limit and is not added.
  await openCategory(page);
  const buttons = compareButtons(page);
  expect(await buttons.count()).toBeGreaterThanOrEqual(5);
  for (let index = 0; index < 5; index += 1) {
    const button = buttons.nth(index);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    if (index < 4) await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(
    page.getByText(
      'Vous pouvez comparer 4 produits au maximum. Retirez-en un de la comparaison pour ajouter celui-ci.',
    ),
  ).toBeVisible();
  await expect(buttons.nth(4)).toHaveAttribute('aria-pressed', 'false');
  if (!isMobile) {
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Comparer des produits, 4 produits' }),
    ).toBeVisible();
  }
});

test('the wishlist of a guest is kept at login (in the browser and on the server), and logout clears both lists', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('envies');
  await registerCustomer(request, email, PASSWORD);

  await openCategory(page);
  const heart = heartButtons(page).nth(0);
  const kept = await nameOf(heart, /^Liste d'envies : /);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await compareButtons(page).nth(1).click();
  const wishlistLink = page.getByRole('banner').getByRole('link', { name: "Liste d'envies, 1 produit" });
  await expect(wishlistLink).toBeVisible();

  // Log in through the auth modal (SPEC §2: the header's account icon opens it for a visitor).
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Se connecter' });
  await expect(signIn).toBeVisible({ timeout: 30_000 });
  await signIn.click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'Se connecter' });
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible({ timeout: 30_000 });

  // The server holds the guest's product now.
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
  const token = ((await login.json()) as { result: string }).result;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/user/wishlist?token=${encodeURIComponent(token)}`);
      return ((await answer.json()) as { result: Array<{ name: string }> }).result.map((item) => item.name);
    })
    .toEqual([kept]);

  await wishlistLink.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('list', { name: "Ma liste d'envies" }).getByRole('link', { name: kept })).toBeVisible();
  await expect(page.getByText('1 produit conservé avec votre compte.')).toBeVisible();

  // Logout (SPEC §4) clears the wishlist and the compare list in the browser; the server keeps the customer's list.
  await page.goto('/my-account');
  await hydrated(page);
  // At once: the restored session's own loads still under way are abandoned by the logout (core-api's
  // `endSessionReads`), never answered 401.
  await page.getByRole('button', { name: /Se déconnecter|Déconnexion/ }).click();
  await expect(page.getByText('Vous êtes déconnecté')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Liste d'envies/ })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Comparer des produits/ })).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('wishlist'), localStorage.getItem('compare-products')]),
  ).toEqual([null, null]);
  await page.goto('/wishlist');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: "Votre liste d'envies est vide" })).toBeVisible();
  // The logout ended every session of the customer (issue 19), the test's own too: its token is refused now, and a
  // new login finds the wishlist kept on the server.
  expect((await request.get(`/api/user/wishlist?token=${encodeURIComponent(token)}`)).status()).toBe(401);
  const again = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
  const fresh = ((await again.json()) as { result: string }).result;
  const still = await request.get(`/api/user/wishlist?token=${encodeURIComponent(fresh)}`);
  expect(((await still.json()) as { result: unknown[] }).result).toHaveLength(1);
});
