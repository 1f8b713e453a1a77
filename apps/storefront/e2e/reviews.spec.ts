import { expect, hydrated, test } from './shop';

test('a product’s reviews state how they are checked, and a shopper can report one @mobile', async ({ page }) => {
  await page.goto('/p/CS-EP-1/citerne-souple-eau-de-pluie-1-m3');
  await hydrated(page);
  const reviews = page.locator('#reviews');
  await expect(
    reviews.getByText(
      'Avis modérés avant publication ; « Achat vérifié » signale les clients qui ont commandé le produit.',
    ),
  ).toBeVisible();
  const details = reviews.getByRole('button', { name: 'Comment les avis sont-ils contrôlés ?' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(reviews.getByText('Les avis sont publiés pendant 5 ans.')).toBeVisible();
  await expect(reviews.getByText('Aucun avis n’est rémunéré ni récompensé d’aucune façon.')).toBeVisible();
  await expect(reviews.getByText('La moyenne des avis publiés sur ce site.')).toBeVisible();

  const first = reviews.locator('li.review').first();
  await first.getByRole('button', { name: 'Signaler cet avis' }).click();
  await first.getByRole('button', { name: 'Signaler', exact: true }).click();
  await expect(first.getByText('Choisissez un motif.')).toBeVisible();
  await first.getByRole('radio', { name: 'Faux avis' }).check();
  await first.getByRole('textbox', { name: 'Précisez (facultatif)' }).fill('Ce client n’existe pas.');
  await first.getByRole('button', { name: 'Signaler', exact: true }).click();
  await expect(first.getByRole('status')).toHaveText('Merci, notre équipe va examiner cet avis.');
});

test('the home page’s trust score carries the same statement', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'L’avis de nos clients' });
  await expect(section.getByRole('button', { name: 'Comment les avis sont-ils contrôlés ?' })).toBeVisible();
});
