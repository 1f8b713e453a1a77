import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, test } from './shop';

// The e2e shop runs with the identity of e2e/fixtures/sellerIdentity.json (playwright.config.ts webServer.env).
const identity = {
  company: 'Citerne Souple France SAS',
  rcs: 'RCS Angers 123 456 782',
  siret: '123 456 782 00010',
  vat: 'FR11123456782',
  director: 'Camille Martin, présidente',
  host: 'Hébergeur Essai SAS',
  mediator: 'Médiateur Essai de la consommation',
};
const EXAMPLE_BANNER = 'Identité d’exemple';

/** Places a cash-on-delivery order through the calls the checkout makes; answers its number and access key. */
async function placeOrder(request: APIRequestContext, email: string) {
  const envelope = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { result: unknown }).result;
  };
  const cartId = String(await envelope(await request.post('/api/cart/create')));
  await envelope(
    await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: { sku: 'VA-PVC-40', qty: 1 } } }),
  );
  const address = {
    firstname: 'Léa',
    lastname: 'Martin',
    street: ['3 rue des Lilas'],
    city: 'Cholet',
    postcode: '49300',
    country_id: 'FR',
    telephone: '06 12 34 56 78',
  };
  const placed = (await envelope(
    await request.post('/api/order', {
      data: {
        order_id: `seller-${Date.now().toString(36)}`,
        cart_id: cartId,
        products: [{ sku: 'VA-PVC-40', qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: { ...address, email },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
          payment_method_code: 'cashondelivery',
        },
      },
    }),
  )) as { orderNumber: string; accessKey: string };
  return placed;
}

test('the legal notice shows the configured identity, without the example banner @mobile', async ({ page }) => {
  await page.goto('/mentions-legales');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  for (const text of [
    identity.company,
    identity.rcs,
    `SIRET ${identity.siret}`,
    identity.vat,
    identity.director,
    identity.host,
  ])
    await expect(main).toContainText(text);
  await expect(main).not.toContainText('{{seller.');
  await expect(main).not.toContainText(EXAMPLE_BANNER);
});

test('the CGV name the seller and its consumer mediator, linked', async ({ page }) => {
  await page.goto('/conditions-generales-de-vente');
  const main = page.getByRole('main');
  await expect(main).toContainText(identity.company);
  await expect(main).toContainText(identity.mediator);
  await expect(main.getByRole('link', { name: 'https://mediateur-essai.example' })).toHaveAttribute(
    'href',
    'https://mediateur-essai.example',
  );
  await expect(main).not.toContainText('{{seller.');
  await expect(main).not.toContainText(EXAMPLE_BANNER);
});

test('the invoice and the confirmation e-mail carry the configured identity', async ({ page, request }) => {
  test.slow();
  const email = `vendeur-${Date.now().toString(36)}@example.fr`;
  const { orderNumber, accessKey } = await placeOrder(request, email);
  await page.goto(`/invoice/${orderNumber}?key=${accessKey}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: /Facture/ })).toBeVisible();
  const main = page.getByRole('main');
  for (const text of [identity.company, identity.rcs, identity.siret, identity.vat, 'SAS au capital de 150'])
    await expect(main).toContainText(text);
  const mail = async () =>
    (await (await request.get('/api/ext/mail-service/outbox')).text())
      .split('<article>')
      .find((article) => article.includes(email)) ?? '';
  await expect.poll(mail).toContain(`Votre commande n° ${orderNumber}`);
  expect(await mail()).toContain(`${identity.rcs}, SIRET ${identity.siret}, TVA ${identity.vat}`);
});

test('the header phone, the contact page and the JSON-LD come from the identity', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: '02 41 00 00 00' }).first()).toHaveAttribute('href', 'tel:+33241000000');
  await expect(page.locator('address')).toContainText(identity.company);
  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { legalName?: string; vatID?: string };
  expect(organization).toMatchObject({ legalName: identity.company, vatID: identity.vat });
});

test('the footer links the configured consumer mediator (art. L616-1)', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', {
    name: 'Médiateur de la consommation : Médiateur Essai de la consommation',
  });
  await expect(link).toHaveAttribute('href', 'https://mediateur-essai.example');
});
