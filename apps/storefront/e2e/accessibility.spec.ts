import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, test } from './shop';

const pages = [
  ['home', '/'],
  ['category', '/c/citernes-souples'],
  ['configurable product', '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3'],
  ['bundle product', '/p/PACK-CS-EP-5/pack-citerne-eau-de-pluie-5-m3-kit-gouttiere'],
  ['grouped product', '/p/GR-RACC-50/pack-raccordement-dn50'],
  ['made-to-measure product', '/p/CS-SUR-MESURE/citerne-souple-sur-mesure'],
  ['configurator', '/configurator'],
  ['configuration', '/configuration/CS-SUR-MESURE/citerne-souple-sur-mesure'],
  ['CMS page', '/i/conditions-generales-de-vente'],
  ['withdrawal', '/retractation'],
  ['withdrawal form', '/formulaire-de-retractation'],
  // The newsletter e-mails' unsubscribe page: asking to confirm (a well-formed link), and a link that is not valid.
  ['newsletter unsubscribe', `/newsletter/unsubscribe?token=bGVhQGV4YW1wbGUuZnI.1.${'A'.repeat(43)}`],
  ['newsletter unsubscribe (invalid link)', '/newsletter/unsubscribe?token=tronque'],
  ['blog article with the newsletter invitation', '/blog/reserve-incendie-regles-deci'],
  ['buying guide result with the newsletter invitation', '/comment-choisir-sa-citerne-souple?use=fire&risk=ordinary'],
] as const;

for (const [name, path] of pages) {
  test(`the ${name} page has no axe violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await dismissCookies(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

// The compare and wishlist pages with products in them (the lists live in the browser's storage).
for (const [name, path] of [
  ['compare', '/compare'],
  ['wishlist', '/wishlist'],
] as const) {
  test(`the ${name} page with products has no axe violations @mobile`, async ({ page }) => {
    await page.addInitScript(() => {
      const products = [
        {
          sku: 'CS-EP-5',
          name: 'Citerne souple eau de pluie 5 m³',
          href: '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3',
        },
        {
          sku: 'CS-EP-10',
          name: 'Citerne souple eau de pluie 10 m³',
          href: '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3',
        },
      ];
      localStorage.setItem('compare-products', JSON.stringify(products));
      localStorage.setItem('wishlist', JSON.stringify(products));
    });
    await page.goto(path);
    await hydrated(page);
    await dismissCookies(page);
    await expect(
      page.getByRole(name === 'compare' ? 'table' : 'list', { name: /Comparaison|liste d'envies/ }),
    ).toBeVisible({
      timeout: 15_000,
    });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test.describe('pages answering an error status', () => {
  test.use({ expectedConsoleErrors: [/status of (404|500)/] });

  for (const [name, path] of [
    ['not-found', '/nulle-part'],
    ['error', '/error'],
  ] as const) {
    test(`the ${name} page has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await dismissCookies(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test('the open search panel, mini-cart and cookie notice have no axe violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await dismissCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Rechercher' }).click();
  await page.getByLabel('Rechercher dans la boutique').fill('bâche');
  await expect(
    page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first(),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test('the auth modal has no axe violations in each of its forms, errors shown @mobile', async ({ page, isMobile }) => {
  await page.goto('/');
  await hydrated(page);
  await dismissCookies(page);
  if (isMobile) await page.getByRole('button', { name: 'Compte', exact: true }).click();
  else await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre compte client' });
  await expect(modal).toBeVisible();
  const violations = async () =>
    (await new AxeBuilder({ page }).include('dialog').analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.help}`,
    );
  expect(await violations()).toEqual([]);
  await modal.getByRole('button', { name: 'Se connecter' }).click();
  await expect(modal.getByRole('alert')).toBeVisible();
  expect(await violations()).toEqual([]);
  await modal.getByRole('tab', { name: 'Créer un compte' }).click();
  await modal.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(modal.getByRole('form', { name: 'Créer mon compte' }).getByRole('alert')).toBeVisible();
  expect(await violations()).toEqual([]);
  await modal.getByRole('tab', { name: 'Se connecter' }).click();
  await modal.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('dialog', { name: 'Mot de passe oublié ?' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('every My Account section has no axe violations, for a visitor and for a customer @mobile', async ({
  page,
  request,
}) => {
  test.slow();
  const scan = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
  await page.goto('/my-account');
  await hydrated(page);
  await dismissCookies(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vous devez être connecté pour voir cette page' }),
  ).toBeVisible();
  expect(await scan()).toEqual([]);

  // A customer with a saved address, logged in through the API: the shop restores the stored session.
  const email = `axe-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.fr`;
  const address = {
    firstname: 'Camille',
    lastname: 'Durand',
    street: ['8 chemin des Vignes'],
    city: 'Angers',
    postcode: '49000',
    country_id: 'FR',
  };
  const customer = { email, firstname: 'Camille', lastname: 'Durand', addresses: [address] };
  expect((await request.post('/api/user/create', { data: { customer, password: 'motdepasse-solide' } })).ok()).toBe(
    true,
  );
  const login = await request.post('/api/user/login', { data: { username: email, password: 'motdepasse-solide' } });
  const { result: token, meta } = (await login.json()) as { result: string; meta: { refreshToken: string } };
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('current-token', JSON.stringify(access));
      localStorage.setItem('current-refresh-token', JSON.stringify(refresh));
    },
    [token, meta.refreshToken],
  );
  for (const [section, title] of [
    ['', 'Mon profil'],
    ['/addresses', 'Mes adresses de livraison'],
    ['/orders', 'Mes commandes'],
    ['/newsletter', 'Lettre d’information'],
    ['/recently-viewed', 'Produits vus récemment'],
    ['/reviews', 'Mes avis produits'],
    ['/loyalty', 'Carte de fidélité'],
    ['/data', 'Mes données'],
  ] as const) {
    await page.goto(`/my-account${section}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await scan(), section || 'profile').toEqual([]);
  }
});

// The shop's modals (issue 17): each scanned open, over its page.
const modals = [
  ['language switcher', '/', (page: Page) => page.getByRole('button', { name: /^Langue\s:\sFrançais$/ }).click()],
  [
    'review',
    '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3',
    (page: Page) => page.getByRole('button', { name: 'Donner mon avis' }).click(),
  ],
  [
    'newsletter',
    '/blog/reserve-incendie-regles-deci',
    (page: Page) => page.getByRole('button', { name: 'Recevoir nos conseils' }).click(),
  ],
  [
    'open measure',
    '/p/CS-SUR-MESURE/citerne-souple-sur-mesure',
    (page: Page) => page.getByRole('button', { name: 'Comment mesurer ?' }).click(),
  ],
] as const;

for (const [name, path, open] of modals) {
  test(`the ${name} modal has no axe violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await dismissCookies(page);
    await open(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
