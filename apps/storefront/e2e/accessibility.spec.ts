import type { Locator, Page } from '@playwright/test';
import { axe, dismissCookies, expect, hydrated, test } from './shop';

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
  // Issue 19: every page type the accessibility statement names is scanned here or in checkout/myAccount specs.
  ['simple product', '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3'],
  ['virtual product', '/p/SV-INSTALL-50/x'],
  ['downloadable product', '/p/DOC-FT-EP/x'],
  ['buying guide', '/comment-choisir-sa-citerne-souple'],
  ['blog', '/blog/'],
  ['static page', '/delivery'],
  ['contact', '/contact'],
  ['store locator', '/store-locator'],
  ['accessibility statement', '/accessibilite'],
] as const;

// The pages are scanned a few to a test, one after the other in the same tab: a new browser context and axe's first
// run in a fresh tab (its 500 KB source compiled again) cost more than the scan itself on the CI's machine, where
// each scan in a test of its own took 7 to 11 s. Every page is still scanned on a desktop and on a phone, and a
// failure names each page with its violations.
const PAGES_PER_TEST = 5;
for (let start = 0; start < pages.length; start += PAGES_PER_TEST) {
  const group = pages.slice(start, start + PAGES_PER_TEST);
  test(`these pages have no axe violations: ${group.map(([name]) => name).join(', ')} @mobile`, async ({ page }) => {
    test.slow();
    const violations: Record<string, string[]> = {};
    for (const [index, [name, path]] of group.entries()) {
      await test.step(`the ${name} page`, async () => {
        await page.goto(path);
        await hydrated(page);
        // The refusal is remembered: the notice shows on the tab's first page only.
        if (index === 0) await dismissCookies(page);
        const results = await axe(page).analyze();
        violations[name] = results.violations.map((violation) => `${violation.id}: ${violation.help}`);
      });
    }
    expect(violations).toEqual(Object.fromEntries(group.map(([name]) => [name, []])));
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
      timeout: 30_000,
    });
    const results = await axe(page).analyze();
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
      const results = await axe(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test('the open search panel, mini-cart and cookie notice have no axe violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await dismissCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Rechercher' }).click();
  await page.getByLabel('Rechercher dans la boutique').fill('bâche');
  await expect(
    page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first(),
  ).toBeVisible();
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
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
    (await axe(page).include('dialog').analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
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
    (await axe(page).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
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
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
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
    const results = await axe(page).include('dialog[open]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('the mini-cart holding a line has no axe violations @mobile', async ({ page }) => {
  await page.goto('/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon panier' }).getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });
  const results = await axe(page).include('dialog[open]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

/** Where the keyboard focus is: inside the open dialog, and a label to tell what it is. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inDialog: Boolean(active?.closest('dialog[open], [role="dialog"]')),
      label: active ? `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 40) ?? ''}` : 'none',
    };
  });

// Issue 19 (the accessibility statement's keyboard claims): each modal takes the focus, keeps it while Tab and
// Shift+Tab go round, closes on Escape and gives the focus back to the control that opened it.
const keyboardModals: ReadonlyArray<readonly [string, string, (page: Page) => Locator]> = [
  ['language switcher', '/', (page) => page.getByRole('button', { name: /^Langue\s:\sFrançais$/ })],
  [
    'review',
    '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3',
    (page) => page.getByRole('button', { name: 'Donner mon avis' }),
  ],
  [
    'newsletter',
    '/blog/reserve-incendie-regles-deci',
    (page) => page.getByRole('button', { name: 'Recevoir nos conseils' }),
  ],
  [
    'open measure',
    '/p/CS-SUR-MESURE/citerne-souple-sur-mesure',
    (page) => page.getByRole('button', { name: 'Comment mesurer ?' }),
  ],
  ['auth', '/', (page) => page.getByRole('banner').getByRole('button', { name: 'Se connecter' })],
  [
    'mini-cart',
    '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3',
    (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /^Panier/ })
        .first(),
  ],
];

for (const [name, path, opener] of keyboardModals) {
  test(`the ${name} modal keeps the keyboard focus, closes on Escape and gives the focus back`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await dismissCookies(page);
    const control = opener(page);
    await control.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open], [role="dialog"]:visible').first();
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () => (await focusState(page)).inDialog, { message: 'focus moved into the dialog' })
      .toBe(true);
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      const state = await focusState(page);
      expect(state.inDialog, `after ${key}, focus on ${state.label}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(control).toBeFocused();
  });
}

// Issue 19: Tab alone reaches every visible control of the page (each radio group once).
for (const [name, path] of [
  ['accessibility statement', '/accessibilite'],
  ['contact', '/contact'],
  ['simple product', '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3'],
] as const) {
  test(`Tab reaches every control of the ${name} page`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await hydrated(page);
    await dismissCookies(page);
    const controls = await page.evaluate(() => {
      const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (element) =>
          !element.matches(':disabled, [tabindex="-1"]') &&
          !element.closest('[inert], [hidden], [aria-hidden="true"], dialog:not([open])') &&
          element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false }) &&
          element.getBoundingClientRect().width > 0,
      );
      // A radio group is one tab stop (the arrow keys move inside it): any of its radios reached counts for all.
      const probeOf = (element: HTMLElement, index: number) =>
        element instanceof HTMLInputElement && element.type === 'radio' && element.name
          ? `radio:${element.name}`
          : String(index);
      for (const [index, element] of all.entries()) element.setAttribute('data-tab-probe', probeOf(element, index));
      return new Set(all.map(probeOf)).size;
    });
    expect(controls).toBeGreaterThan(5);
    const reached = new Set<string>();
    await page.locator('body').focus();
    for (let press = 0; press < controls + 40; press += 1) {
      await page.keyboard.press('Tab');
      const probe = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-probe') ?? null);
      if (probe !== null) reached.add(probe);
      if (reached.size === controls) break;
    }
    const missed = await page.evaluate(
      (seen) =>
        [...document.querySelectorAll<HTMLElement>('[data-tab-probe]')]
          .filter((element) => !seen.includes(element.getAttribute('data-tab-probe') ?? ''))
          .map((element) => element.outerHTML.slice(0, 120)),
      [...reached],
    );
    expect(missed).toEqual([]);
  });
}

test('the accessibility statement is linked from the footers, names its status, the contact and the remedies', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme' }).click();
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(
    page.getByText('La boutique en ligne est non conforme avec le RGAA 4.1 (WCAG 2.1 niveau AA).'),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Formulaire de contact' })).toHaveAttribute('href', '/contact');
  // The seller's configured e-mail address (e2e/fixtures/sellerIdentity.json).
  await expect(main.getByRole('link', { name: 'contact@citerne-souple.example' })).toHaveAttribute(
    'href',
    'mailto:contact@citerne-souple.example',
  );
  await expect(main.getByRole('link', { name: 'écrire un message au Défenseur des droits' })).toBeVisible();
  await expect(page).toHaveTitle(/Déclaration d’accessibilité/);
});

test.describe('the minimal layout', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });
  test('its footer links to the accessibility statement too', async ({ page }) => {
    await page.goto('/error');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme' }),
    ).toHaveAttribute('href', '/accessibilite');
  });
});

test('the accessibility statement is served in the page itself and listed in the sitemap', async ({ request }) => {
  const html = await (await request.get('/accessibilite')).text();
  expect(html).toContain('Déclaration d’accessibilité');
  expect(html).toContain('Défenseur des droits');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/accessibilite<\/loc>/);
});
