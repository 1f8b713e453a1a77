import { expect, hydrated, test } from './shop';

const guide = '/comment-choisir-sa-citerne-souple';

test('the buying guide sizes a rainwater tank from the form and its URL reproduces the result @mobile', async ({
  page,
}) => {
  await page.goto(guide);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment choisir sa citerne souple ?');
  await page.getByRole('radio', { name: 'Récupération d’eau de pluie' }).check();
  await page.getByLabel('Région').selectOption('idf');
  await page.getByLabel('Emprise au sol du toit (m²)').fill('100');
  await page.getByLabel('Couverture du toit').selectOption('tiles');
  await page.getByLabel('Personnes dans le foyer').fill('4');
  await page.getByLabel('Chasse d’eau des WC').check();
  await page.getByLabel('Lave-linge').check();
  await page.getByRole('button', { name: 'Calculer' }).click();

  // 640 mm × 100 m² × 0,9 × 0,9 = 51 840 L a year; three weeks of it: 2 983 L → the 3 m³ tank.
  const result = page.getByRole('region', { name: 'Notre recommandation' });
  await expect(result.getByText('Volume à stocker : 3 m³')).toBeVisible();
  await expect(result.getByText(/51\s840 L par an/)).toBeVisible();
  const tanks = result.getByRole('listitem').filter({ has: page.getByRole('link') });
  await expect(tanks.first().getByRole('link')).toHaveText('Citerne souple eau de pluie 3 m³');
  await expect(page).toHaveURL(/use=rainwater/);
  await expect(page).toHaveURL(/roofArea=100/);

  const shared = page.url();
  await page.goto(shared);
  await expect(result.getByText('Volume à stocker : 3 m³')).toBeVisible();
  await expect(tanks.first().getByRole('link')).toHaveText('Citerne souple eau de pluie 3 m³');
});

test('the buying guide sizes a fire reserve by its DECI class and keeps to the space given', async ({ page }) => {
  await page.goto(`${guide}?use=fire&risk=ordinary`);
  const result = page.getByRole('region', { name: 'Notre recommandation' });
  await expect(result.getByText('Volume à stocker : 60 m³')).toBeVisible();
  await expect(result.getByRole('link').first()).toHaveText('Citerne souple réserve incendie 60 m³');

  // The 60 m³ reserve is 8,37 × 5,23 m: a 9 × 5 m plot cannot hold it either way, nor the bigger reserves.
  await page.goto(`${guide}?use=fire&risk=ordinary&length=9&width=5`);
  await expect(
    result.getByText('Aucune citerne de notre gamme contenant ce volume ne tient dans l’espace indiqué.'),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guide computes on the server and explains wrong answers', async ({ page }) => {
    await page.goto(guide);
    await page.getByRole('radio', { name: 'Eau potable' }).check();
    await page.getByLabel('Personnes à alimenter').fill('4');
    await page.getByRole('button', { name: 'Calculer' }).click();
    // 4 people × 148 L × 7 days = 4 144 L → the 5 m³ drinking-water tank.
    const result = page.getByRole('region', { name: 'Notre recommandation' });
    await expect(result.getByText('Volume à stocker : 4,1 m³')).toBeVisible();
    await expect(result.getByRole('link').first()).toHaveText('Citerne souple eau potable ACS 5 m³');

    await page.goto(`${guide}?use=rainwater&region=idf&roofType=tiles&roofArea=-5`);
    await expect(page.getByText('Saisissez une valeur entre 1 et 10 000.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notre recommandation' })).toHaveCount(0);
  });
});
