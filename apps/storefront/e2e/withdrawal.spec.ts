import type { APIRequestContext, Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, outbox, registerCustomer, test } from './shop';

const madeToMeasureTarp = {
  sku: 'BA-SUR-MESURE',
  qty: 1,
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: '11', option_value: '300' },
        { option_id: '12', option_value: '200' },
        { option_id: '13', option_value: '15' },
        { option_id: '14', option_value: '17' },
      ],
    },
  },
};

/** A mail of the development outbox as its JSON lists it. */
interface OutboxMail {
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  attachments: { filename: string; contentType: string; url: string }[];
}

/** Places a cash-on-delivery order through the calls the checkout makes; answers its number. */
async function placeOrder(
  request: APIRequestContext,
  email: string,
  lines: { sku: string; qty: number; product_option?: unknown }[],
  token?: string,
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const envelope = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { result: unknown }).result;
  };
  const cartId = String(await envelope(await request.post('/api/cart/create', { headers })));
  for (const line of lines) {
    await envelope(await request.post(`/api/cart/update?cartId=${cartId}`, { data: { cartItem: line }, headers }));
  }
  const pulled = (await envelope(await request.get(`/api/cart/pull?cartId=${cartId}`, { headers }))) as {
    sku: string;
    qty: number;
  }[];
  const address = {
    firstname: 'Léa',
    lastname: 'Martin',
    street: ['3 rue des Lilas'],
    city: 'Cholet',
    postcode: '49300',
    country_id: 'FR',
    telephone: '06 12 34 56 78',
  };
  return (await envelope(
    await request.post('/api/order', {
      headers,
      data: {
        order_id: `withdrawal-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        cart_id: cartId,
        products: pulled.map((line) => ({ sku: line.sku, qty: line.qty })),
        addressInformation: {
          shippingAddress: address,
          billingAddress: { ...address, email },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
          payment_method_code: 'cashondelivery',
        },
      },
    }),
  )) as { orderNumber: string };
}

/** Chooses the line named `name`, goes to the second step and confirms; checks the acknowledgement page. */
async function withdrawOneLine(page: Page, name: RegExp) {
  await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre rétractation' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeFocused();
  await expect(page.getByText(/^Reçue le \d{1,2} \S+ \d{4} à \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByText(/Renvoyez-nous les articles sous 14 jours/)).toBeVisible();
}

test.describe('from the footer', () => {
  // The wrong e-mail tried first answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a customer withdraws one line of an order from the footer and receives the acknowledgement @mobile', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = `retractation-${Date.now()}@example.fr`;
    const { orderNumber } = await placeOrder(request, email, [
      { sku: 'VA-PVC-40', qty: 2 },
      { sku: 'VA-PVC-50', qty: 1 },
    ]);
    await page.goto('/');
    await hydrated(page);
    await dismissCookies(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
    await expect(page).toHaveURL(/\/retractation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se rétracter du contrat ici');
    await hydrated(page);
    // A wrong e-mail is refused like an unknown order.
    await page.getByLabel('Numéro de commande').fill(orderNumber);
    await page.getByLabel('Adresse e-mail de la commande').fill('quelquun@example.fr');
    await page.getByRole('button', { name: 'Retrouver ma commande' }).click();
    await expect(page.getByRole('alert')).toContainText('Nous n’avons trouvé aucune commande');
    await page.getByLabel('Adresse e-mail de la commande').fill(email);
    await page.getByRole('button', { name: 'Retrouver ma commande' }).click();
    await expect(page.getByRole('group', { name: 'Articles concernés' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Léa Martin');
    await withdrawOneLine(page, /DN50/);
    const mails = await outbox(request);
    expect(mails).toContain(`Accusé de réception de votre rétractation — commande n° ${orderNumber}`);
    expect(mails).toContain(`Rétractation de la commande n° ${orderNumber}`);
    expect(mails).toContain('1 × Vanne ¼ de tour PVC DN50 (VA-PVC-50)');
  });
});

test('a made-to-measure line cannot be withdrawn and says why', async ({ page, request }) => {
  test.slow();
  const email = `sur-mesure-${Date.now()}@example.fr`;
  const { orderNumber } = await placeOrder(request, email, [{ sku: 'VA-PVC-40', qty: 1 }, madeToMeasureTarp]);
  await page.goto('/retractation');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByLabel('Numéro de commande').fill(orderNumber);
  await page.getByLabel('Adresse e-mail de la commande').fill(email);
  await page.getByRole('button', { name: 'Retrouver ma commande' }).click();
  const lines = page.getByRole('group', { name: 'Articles concernés' });
  await expect(lines.getByText(/exclu du droit de rétractation \(art\. L221-28 3°/)).toBeVisible();
  await expect(lines.getByRole('checkbox')).toHaveCount(1);
  await expect(lines.getByRole('checkbox', { name: /sur mesure/i })).toHaveCount(0);
});

test('a guest withdraws through the link of the order confirmation e-mail @mobile', async ({ page, request }) => {
  test.slow();
  const email = `lien-${Date.now()}@example.fr`;
  const { orderNumber } = await placeOrder(request, email, [{ sku: 'VA-PVC-40', qty: 1 }]);
  const mails = await outbox(request);
  const start = mails.indexOf(`Votre commande n° ${orderNumber}`);
  expect(start).toBeGreaterThan(-1);
  const link = /Se rétracter du contrat ici : (\S+)/.exec(mails.slice(start))?.[1];
  expect(link).toBeTruthy();
  expect(mails.slice(start)).toContain('>formulaire-de-retractation.html</a>');
  const url = new URL(String(link).replaceAll('&amp;', '&'));
  await page.goto(url.pathname + url.search);
  await hydrated(page);
  await dismissCookies(page);
  await expect(page.getByRole('group', { name: 'Articles concernés' })).toBeVisible();
  await withdrawOneLine(page, /DN40/);
  expect(await outbox(request)).toContain(`Accusé de réception de votre rétractation — commande n° ${orderNumber}`);
});

test('the standard withdrawal form is a page linked from the footer', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Formulaire de rétractation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulaire de rétractation');
  await expect(page.getByText(/Je\/nous \(\*\) vous notifie\/notifions/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer le formulaire' })).toBeVisible();
});

test('a logged-in customer withdraws from the order detail of My Account, straight to the lines', async ({
  page,
  request,
}) => {
  test.slow();
  const email = `compte-retractation-${Date.now()}@example.fr`;
  const password = 'motdepasse-solide';
  await registerCustomer(request, email, password);
  const login = await request.post('/api/user/login', { data: { username: email, password } });
  const token = String(((await login.json()) as { result: unknown }).result);
  const { orderNumber } = await placeOrder(request, email, [{ sku: 'VA-PVC-63', qty: 1 }], token);
  await page.goto('/my-account/orders');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre compte client' });
  const form = modal.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(modal).toBeHidden();
  await page.goto(`/my-account/orders/${orderNumber}`);
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
  await expect(page).toHaveURL(new RegExp(`/retractation\\?order=${orderNumber}$`));
  // No order number nor e-mail asked: the customer's token opens the order.
  await expect(page.getByRole('group', { name: 'Articles concernés' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retrouver ma commande' })).toHaveCount(0);
  await withdrawOneLine(page, /DN63/);
});

test.describe('the minimal layout', () => {
  // The error page answers 500 on purpose, and the browser reports it.
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('the error page and the login-as-customer page link the withdrawal function from their footer @mobile', async ({
    page,
  }) => {
    for (const path of ['/error', '/login-as-customer']) {
      await page.goto(path);
      await hydrated(page);
      // The minimal layout has no cookie notice to dismiss.
      const footer = page.getByRole('contentinfo');
      // The minimal layout: no newsletter, the withdrawal links only.
      await expect(footer.getByRole('textbox')).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveAttribute(
        'href',
        '/retractation',
      );
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
    await expect(page).toHaveURL(/\/retractation$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rétracter');
  });
});

test('the order confirmation e-mail carries the standard withdrawal form as an attached file', async ({ request }) => {
  const email = `formulaire-${Date.now()}@example.fr`;
  const { orderNumber } = await placeOrder(request, email, [{ sku: 'VA-PVC-40', qty: 1 }]);
  const answer = await request.get('/api/ext/mail-service/outbox', { headers: { accept: 'application/json' } });
  const mails = ((await answer.json()) as { result: OutboxMail[] }).result;
  const confirmation = mails.find((mail) => mail.to_address === email && mail.kind === 'order_confirmation');
  expect(confirmation?.subject).toBe(`Votre commande n° ${orderNumber}`);
  // The body says where the form is; the form itself is the attached file (annex of art. R221-1).
  expect(confirmation?.body_text).toContain('formulaire type de rétractation joint à ce message');
  expect(confirmation?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ['formulaire-de-retractation.html', 'text/html; charset=utf-8'],
  ]);
  const file = await request.get(String(confirmation?.attachments[0]?.url));
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toBe('attachment; filename="formulaire-de-retractation.html"');
  const html = await file.text();
  expect(html).toContain('<h1>Formulaire de rétractation</h1>');
  expect(html).toContain('Je/nous (*) vous notifie/notifions (*)');
});
