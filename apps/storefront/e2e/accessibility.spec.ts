import AxeBuilder from '@axe-core/playwright';
import { dismissCookies, expect, hydrated, test } from './shop';

const pages = [
  ['home', '/'],
  ['category', '/c/citernes-souples'],
  ['configurable product', '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3'],
  ['bundle product', '/p/PACK-CS-EP-5/pack-citerne-eau-de-pluie-5-m3-kit-gouttiere'],
  ['grouped product', '/p/GR-RACC-50/pack-raccordement-dn50'],
  ['made-to-measure product', '/p/CS-SUR-MESURE/citerne-souple-sur-mesure'],
  ['CMS page', '/i/conditions-generales-de-vente'],
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
