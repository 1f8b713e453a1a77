import { expect, hydrated, test } from './shop';

test('the store locator lists the points of sale with their hours and a Store JSON-LD each @mobile', async ({
  page,
}) => {
  await page.goto('/store-locator');
  await hydrated(page);
  const list = page.getByRole('region', { name: 'Nos points de vente' });
  const point = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(point).toHaveCount(1);
  await expect(point.getByRole('heading', { name: 'Atelier Citerne Souple — point de retrait' })).toBeVisible();
  // The configured seller's address and phone (e2e/fixtures/sellerIdentity.json), through the block's placeholders.
  await expect(point.locator('address')).toContainText('12 rue des Tisserands');
  await expect(point.getByRole('link', { name: '02 41 00 00 00' })).toHaveAttribute('href', 'tel:+33241000000');
  await expect(point.getByText(/lundi, mardi, mercredi, jeudi et vendredi : 09:00–12:00/)).toBeVisible();

  const jsonLd = await point.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Store',
    address: { streetAddress: '12 rue des Tisserands', postalCode: '49300', addressLocality: 'Cholet' },
    telephone: '+33241000000',
    openingHoursSpecification: [
      { opens: '09:00', closes: '12:00' },
      { opens: '14:00', closes: '17:00' },
    ],
  });
  // Linked from the footer.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Nos points de vente' })).toHaveAttribute(
    'href',
    '/store-locator',
  );
});
