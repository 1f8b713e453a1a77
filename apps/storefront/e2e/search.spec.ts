import { dismissCookies, expect, hydrated, test } from './shop';

test('the search panel finds products despite a typo, 3 characters first, with see more @mobile', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await hydrated(page);
  await dismissCookies(page);
  const open = isMobile
    ? page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('button', { name: 'Rechercher' })
    : page.getByRole('banner').getByRole('button', { name: 'Rechercher' });
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Rechercher' });
  const input = panel.getByLabel('Rechercher dans la boutique');
  await input.fill('ci');
  await expect(panel.getByText('Saisissez au moins 3 caractères')).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(0);

  await input.fill('citrene');
  const results = panel.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article');
  await expect(results.first()).toContainText('Citerne');
  const pageSize = isMobile ? 16 : 18;
  await expect(results).toHaveCount(pageSize);
  await panel.getByRole('button', { name: 'Voir plus' }).click();
  await expect(results).toHaveCount(pageSize * 2);

  await results.getByRole('link', { name: 'Citerne souple sur mesure' }).click();
  await expect(page).toHaveURL(/\/p\/CS-SUR-MESURE\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Citerne souple sur mesure');
  await expect(panel).toBeHidden();
});

test.describe('offline', () => {
  // Offline the search still tries the shop (SPEC §4 "Search with cache"), which the browser reports.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a search without results says so; offline, the panel says it needs a connection', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    await dismissCookies(page);
    await page.getByRole('banner').getByRole('button', { name: 'Rechercher' }).click();
    const panel = page.getByRole('dialog', { name: 'Rechercher' });
    await panel.getByLabel('Rechercher dans la boutique').fill('xylophone');
    await expect(panel.getByRole('heading', { name: 'Aucun produit ne correspond à votre recherche' })).toBeVisible();

    await context.setOffline(true);
    await expect(
      page.getByText('Vous êtes hors ligne. Certaines fonctionnalités peuvent ne pas être disponibles.'),
    ).toBeVisible();
    await panel.getByLabel('Rechercher dans la boutique').fill('bâche');
    await expect(panel.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
    await context.setOffline(false);
  });
});
