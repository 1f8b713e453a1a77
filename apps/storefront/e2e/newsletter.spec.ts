import { dismissCookies, expect, hydrated, outbox, registerCustomer, test } from './shop';

const PASSWORD = 'motdepasse-solide';

/** The newsletter status of a customer, as the API says it to the customer themselves (SPEC §7). */
async function newsletterStatus(request: import('@playwright/test').APIRequestContext, email: string) {
  const login = await request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
  const { result: token } = (await login.json()) as { result: string };
  const answer = await request.get('/api/ext/newsletter/subscribe', { params: { email, token } });
  return ((await answer.json()) as { result: string }).result;
}

/** The unsubscribe link of the latest newsletter mail to `email` in the development outbox, as a path. */
async function unsubscribeLink(request: import('@playwright/test').APIRequestContext, email: string) {
  let link = '';
  await expect
    .poll(async () => {
      const html = await outbox(request);
      const mail = html.split('<article>').find((article) => article.includes(`→ ${email}`)) ?? '';
      link = /https?:\/\/[^\s<"]+\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(mail)?.[0] ?? '';
      return { link, oneClick: mail.includes('List-Unsubscribe=One-Click') };
    })
    .toEqual({ link: expect.stringContaining('/newsletter/unsubscribe?token='), oneClick: true });
  const url = new URL(link.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

test('the modal opens from a blog article, subscribes, and the mail’s link unsubscribes @mobile', async ({
  page,
  request,
}) => {
  const email = `lettre-${Date.now()}@example.fr`;
  await registerCustomer(request, email, PASSWORD);
  await page.goto('/blog/reserve-incendie-regles-deci');
  await hydrated(page);
  await dismissCookies(page);
  // Nothing opens by itself; the invitation at the end of the article opens the sign-up, nothing pre-ticked.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const invite = page.getByRole('complementary', { name: 'Nos conseils dans votre boîte mail' });
  await invite.getByRole('button', { name: 'Recevoir nos conseils' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lettre d’information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Votre adresse e-mail/ }).fill(email);
  await dialog.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(dialog.getByText('Vous êtes bien inscrit à notre lettre d’information !')).toBeVisible();
  expect(await newsletterStatus(request, email)).toBe('subscribed');

  // The coupon mail carries the unsubscribe link (and the one-click headers); the link asks for one confirmation.
  const link = await unsubscribeLink(request, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' })).toBeVisible();
  expect(await newsletterStatus(request, email)).toBe('subscribed');
  await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Vous êtes désinscrit(e) de la newsletter');
  expect(await newsletterStatus(request, email)).toBe('unsubscribed');
  // Idempotent: the same link again says the same.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Vous êtes désinscrit(e) de la newsletter');
});

test('the unsubscribe page works without JavaScript, takes the RFC 8058 one-click POST, and refuses a forged link', async ({
  browser,
  request,
}) => {
  const email = `sans-js-${Date.now()}@example.fr`;
  await registerCustomer(request, email, PASSWORD);
  expect((await request.post('/api/ext/newsletter/subscribe', { data: { customerEmail: email } })).ok()).toBe(true);
  const link = await unsubscribeLink(request, email);

  // A forged link (another signature) is refused, without changing anything.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const forged = link.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
  await page.goto(forged);
  await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ce lien de désinscription n’est pas valide');
  expect(await newsletterStatus(request, email)).toBe('subscribed');
  await page.goto('/newsletter/unsubscribe?token=tronque');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ce lien de désinscription n’est pas valide');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

  // The form works without JavaScript: a plain POST to the page.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Vous êtes désinscrit(e) de la newsletter');
  expect(await newsletterStatus(request, email)).toBe('unsubscribed');
  await context.close();

  // A mail client's one-click unsubscribe (RFC 8058): a POST of `List-Unsubscribe=One-Click` to the link itself.
  expect((await request.post('/api/ext/newsletter/subscribe', { data: { customerEmail: email } })).ok()).toBe(true);
  const oneClick = await request.post(link, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  expect(await newsletterStatus(request, email)).toBe('unsubscribed');
});

test('the buying guide’s result invites to the newsletter', async ({ page }) => {
  await page.goto('/comment-choisir-sa-citerne-souple?use=fire&risk=ordinary');
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Recevoir nos conseils' }).click();
  await expect(page.getByRole('dialog', { name: 'Lettre d’information' })).toBeVisible();
});
