import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { dismissCookies, expect, hydrated, outbox, test } from './shop';

// Issue 20, SPEC §4 "Offline and online", "Storage": the cart and orders of a shopper who loses the network. Pages
// are loaded online, then the network is cut with `context.setOffline` (no service worker needed).

const TANK = '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3';
const VALVE = '/p/VA-PVC-50/vanne-1-4-de-tour-pvc-dn50';
const GUTTER_KIT = '/p/KI-GOUT/kit-de-raccordement-gouttiere';
/** One roll left in the seed: bought by someone else while the shopper is offline. */
const LAST_ROLL = '/p/GE-300-100/geotextile-300-g-m2-rouleau-4-25-m';

// Offline, the browser reports the requests it could not send (cart sync, stock, prefetches).
test.use({
  expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to load resource|Failed to fetch/],
});

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.fr`;

const miniCartOf = (page: Page) => page.getByRole('dialog', { name: 'Mon panier' });

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await dismissCookies(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  // The first add loads the cart engine's chunk and creates the server cart: its own time on a busy machine.
  await expect(miniCartOf(page).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await miniCartOf(page).getByRole('button', { name: 'Fermer le panier' }).click();
}

const step = (page: Page, name: RegExp) => page.getByRole('form', { name });
const choose = (scope: Locator, name: RegExp) => scope.locator('label').filter({ hasText: name }).first().click();
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\(obligatoire\\))?$`) });

/** Fills the personal details and the delivery, online: the shipping step asks the server for its methods. */
async function checkoutUntilPayment(page: Page, email: string) {
  await page.goto('/checkout');
  await hydrated(page);
  const personal = step(page, /Vos coordonnées/);
  await field(personal, 'Prénom').fill('Léa');
  await field(personal, 'Nom').fill('Martin');
  await field(personal, 'Adresse e-mail').fill(email);
  await personal.getByRole('button', { name: 'Continuer' }).click();
  const shipping = step(page, /Livraison/);
  await field(shipping, 'Prénom').fill('Léa');
  await field(shipping, 'Nom').fill('Martin');
  await field(shipping, 'Adresse').fill('3 rue des Lilas');
  await field(shipping, 'Code postal').fill('49300');
  await field(shipping, 'Ville').fill('Cholet');
  await choose(shipping, /DPD/);
  await shipping.getByRole('button', { name: 'Continuer' }).click();
  await expect(step(page, /Paiement/)).toBeVisible();
}

async function payCashOnDelivery(page: Page) {
  const payment = step(page, /Paiement/);
  await choose(payment, /Paiement à la livraison/);
  await payment.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Commander avec obligation de paiement' });
const pendingNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Votre commande est enregistrée' });
const confirmationModal = (page: Page) => page.getByRole('dialog', { name: 'Commandes passées hors ligne' });

/** Places a cash-on-delivery order with the network cut: it must show pending, never placed. */
async function placeOrderOffline(page: Page, context: BrowserContext, email: string) {
  await checkoutUntilPayment(page, email);
  await payCashOnDelivery(page);
  await context.setOffline(true);
  await placeOrderButton(page).click();
  await expect(pendingNotice(page)).toContainText('En attente d’envoi');
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toHaveCount(0);
}

/** The order numbers the shop mailed to this address: one confirmation e-mail per order placed. */
async function ordersMailedTo(request: APIRequestContext, email: string): Promise<string[]> {
  const html = await outbox(request);
  const numbers: string[] = [];
  for (const match of html.matchAll(/<h2>#\d+ — ([^<]*)<\/h2>\n<p><strong>[^<]*<\/strong> → ([^ <]+)/g)) {
    const number = /n° (\d{9})/.exec(match[1] ?? '')?.[1];
    if (match[2] === email && number && /commande/i.test(match[1] ?? '')) numbers.push(number);
  }
  return numbers;
}

/** Exactly one order for this e-mail, now and after a pause long enough for a late duplicate to arrive. */
async function expectOneOrder(request: APIRequestContext, email: string): Promise<string> {
  await expect.poll(() => ordersMailedTo(request, email), { timeout: 30_000 }).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const numbers = await ordersMailedTo(request, email);
  expect(numbers).toHaveLength(1);
  return numbers[0] ?? '';
}

async function confirmSending(page: Page) {
  const modal = confirmationModal(page);
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText('En attente d’envoi');
  await modal.getByRole('button', { name: 'Envoyer ma commande maintenant' }).click();
  return modal;
}

test.describe('orders placed offline are sent exactly once', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a cash-on-delivery order placed offline is pending; back online and confirmed, it is one order', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('horsligne');
    await addToCart(page, TANK);
    await checkoutUntilPayment(page, email);

    // Offline, the card is unavailable and says why; cash on delivery can wait.
    await context.setOffline(true);
    const cards = step(page, /Paiement/).getByRole('radio', { name: /Carte bancaire/ });
    await expect(cards.first()).toBeDisabled();
    for (const card of await cards.all()) await expect(card).toBeDisabled();
    await expect(step(page, /Paiement/).getByRole('radio', { name: /Paiement à la livraison/ })).toBeEnabled();
    await expect(step(page, /Paiement/)).toContainText('le paiement par carte nécessite une connexion');
    await payCashOnDelivery(page);
    await placeOrderButton(page).click();
    await expect(pendingNotice(page)).toContainText('En attente d’envoi');
    await expect(pendingNotice(page)).toContainText('1 × Citerne souple eau de pluie 5 m³');
    await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toHaveCount(0);
    expect(await ordersMailedTo(request, email)).toEqual([]);

    // Back online: the cart is synced and the confirmation modal asks before sending (automatic sending is off).
    await context.setOffline(false);
    const modal = await confirmSending(page);
    const confirmed = modal.getByText(/La commande n° \d{9} est confirmée/);
    await expect(confirmed).toBeVisible({ timeout: 30_000 });
    const number = await expectOneOrder(request, email);
    await expect(confirmed).toContainText(number);
    await modal.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(page.getByRole('button', { name: 'Panier, 0 article' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  });

  test('two tabs open: both ask, both confirm at once, one order', async ({ page, context, request }) => {
    const email = uniqueEmail('deuxonglets');
    await addToCart(page, TANK);
    const other = await context.newPage();
    await other.goto('/');
    await hydrated(other);
    await placeOrderOffline(page, context, email);

    await context.setOffline(false);
    await expect(confirmationModal(page)).toBeVisible({ timeout: 30_000 });
    await expect(confirmationModal(other)).toBeVisible({ timeout: 30_000 });
    const send = (tab: Page) =>
      confirmationModal(tab).getByRole('button', { name: 'Envoyer ma commande maintenant' }).click();
    await Promise.all([send(page), send(other)]);
    const number = await expectOneOrder(request, email);
    // The tab whose round waited for the lock reads the answer the other one got: the same number.
    for (const tab of [page, other]) {
      await expect(confirmationModal(tab)).toContainText(`La commande n° ${number} est confirmée`, { timeout: 30_000 });
    }
  });

  test('a reload in the middle of the replay loses nothing and doubles nothing', async ({ page, context, request }) => {
    const email = uniqueEmail('rechargement');
    await addToCart(page, TANK);
    await placeOrderOffline(page, context, email);

    // The first send reaches the server (the order is placed) but the page is reloaded before the answer comes back.
    const keys: string[] = [];
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    await page.route('**/api/order', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      if (keys.length === 1) {
        await firstHeld;
        await route.abort('connectionreset').catch(() => undefined);
      } else {
        await route.fulfill({ response });
      }
    });
    await context.setOffline(false);
    await confirmSending(page);
    await expect.poll(() => keys.length).toBe(1);
    await expect.poll(() => ordersMailedTo(request, email)).toHaveLength(1);
    await page.reload();
    releaseFirst();
    await hydrated(page);

    // After the reload the order is still pending (no answer was recorded): confirmed again, same key, same order.
    const modal = await confirmSending(page);
    await expect(modal.getByText(/La commande n° \d{9} est confirmée/)).toBeVisible({ timeout: 30_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const number = await expectOneOrder(request, email);
    await expect(modal).toContainText(number);
  });

  test('a server too slow to answer: the client gives up, sends again under the same key, one order', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('lent');
    await addToCart(page, TANK);
    await placeOrderOffline(page, context, email);

    const keys: string[] = [];
    await page.route('**/api/order', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      // The first answer comes after the client's 8 s timeout: it has given up and will send again.
      if (keys.length === 1) await new Promise((resolve) => setTimeout(resolve, 9_500));
      await route.fulfill({ response }).catch(() => undefined);
    });
    await context.setOffline(false);
    const modal = await confirmSending(page);
    await expect(modal.getByText(/La commande n° \d{9} est confirmée/)).toBeVisible({ timeout: 45_000 });
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    const number = await expectOneOrder(request, email);
    await expect(modal).toContainText(number);
  });

  test('an order refused because the stock ran out meanwhile is explained; its lines stay in the cart', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const email = uniqueEmail('rupture');
    await addToCart(page, LAST_ROLL);
    await placeOrderOffline(page, context, email);

    // Meanwhile another shopper buys the last roll, online.
    const rival = await browser.newContext();
    const rivalPage = await rival.newPage();
    await addToCart(rivalPage, LAST_ROLL);
    await checkoutUntilPayment(rivalPage, uniqueEmail('rival'));
    await payCashOnDelivery(rivalPage);
    await placeOrderButton(rivalPage).click();
    await expect(rivalPage.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
    await rival.close();

    await context.setOffline(false);
    const modal = await confirmSending(page);
    await expect(modal.getByRole('alert')).toContainText('un article n’est plus disponible', { timeout: 30_000 });
    await expect(modal.getByRole('alert')).toContainText('vos articles sont toujours dans votre panier');
    expect(await ordersMailedTo(request, email)).toEqual([]);
    await modal.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(page.getByRole('button', { name: 'Panier, 1 article' }).first()).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Panier, 1 article' }).first()).toBeVisible();
    await expect(confirmationModal(page)).toHaveCount(0);
  });
});

test('every cart change made offline reaches the server cart on reconnecting, none lost or doubled', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await addToCart(page, TANK);
  await addToCart(page, GUTTER_KIT);
  await page.goto(VALVE);
  await hydrated(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const lines = miniCartOf(page).getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);
  const tank = lines.filter({ hasText: 'Citerne souple eau de pluie 5 m³' });
  await tank.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await tank.getByRole('button', { name: 'Augmenter la quantité' }).click();
  const kit = lines.filter({ hasText: /Kit de raccordement/ });
  await kit.getByRole('button', { name: /^Retirer/ }).click();
  // The mini-cart asks before removing a line; its "Retirer" takes the focus (the line's price overlaps it on a
  // narrow drawer, so the keyboard confirms, as a keyboard user would).
  const confirm = kit.getByRole('group', { name: /Retirer/ }).getByRole('button', { name: 'Retirer', exact: true });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(2);

  await context.setOffline(false);
  const cartId = await page.evaluate(() => JSON.parse(localStorage.getItem('current-cart-token') ?? 'null'));
  expect(typeof cartId).toBe('string');
  const serverLines = async () => {
    const answer = await request.get(`/api/cart/pull?cartId=${cartId}`);
    const { result } = (await answer.json()) as { result: { sku: string; qty: number }[] };
    return result.map(({ sku, qty }) => `${sku}×${qty}`).sort();
  };
  await expect.poll(serverLines, { timeout: 20_000 }).toEqual(['CS-EP-5-VERT×3', 'VA-PVC-50×1']);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Panier, 4 articles' }).first()).toBeVisible();
  expect(await serverLines()).toEqual(['CS-EP-5-VERT×3', 'VA-PVC-50×1']);
});

test.describe('storage rules in the browser (SPEC §4 "Storage", §9)', () => {
  test.beforeEach(async ({ context }) => {
    // A full storage, on demand: every local storage write and IndexedDB put throws the browser's quota error.
    await context.addInitScript(() => {
      const state = { localFull: false, idbFull: false, localCalls: 0 };
      (window as unknown as { __quota: typeof state }).__quota = state;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage && state.localFull) {
          state.localCalls += 1;
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (state.idbFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
  });

  const quota = (page: Page) =>
    page.evaluate(() => (window as unknown as { __quota: { localCalls: number } }).__quota.localCalls);

  test('a quota error clears the stored caches, 30 write errors stop the writes, and the cart keeps working', async ({
    page,
  }) => {
    await page.goto(TANK);
    await hydrated(page);
    await dismissCookies(page);
    await page.evaluate(() => {
      localStorage.setItem('url-cache/stale', 'x'.repeat(2000));
      (window as unknown as { __quota: { localFull: boolean } }).__quota.localFull = true;
    });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const line = miniCartOf(page).getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
    await expect(line).toContainText('569,00', { timeout: 30_000 });
    // The first quota error cleared what the shop keeps in the storage (the session's keys excepted).
    expect(await page.evaluate(() => localStorage.getItem('url-cache/stale'))).toBeNull();

    // Each change tries its writes until 30 have failed; from then on nothing more is written.
    const more = miniCartOf(page).getByRole('button', { name: 'Augmenter la quantité' });
    for (let n = 0; n < 6; n++) {
      await more.click();
      await expect(line).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect.poll(() => quota(page)).toBeGreaterThanOrEqual(30);
    const stopped = await quota(page);
    await more.click();
    await more.click();
    await expect(page.getByRole('button', { name: 'Panier, 9 articles' }).first()).toBeVisible();
    expect(await quota(page)).toBe(stopped);
  });

  test('an order the browser cannot store offline is not shown pending: the shopper is told nothing was ordered', async ({
    page,
    context,
  }) => {
    await addToCart(page, TANK);
    await checkoutUntilPayment(page, uniqueEmail('plein'));
    await payCashOnDelivery(page);
    await page.evaluate(() => {
      (window as unknown as { __quota: { idbFull: boolean } }).__quota.idbFull = true;
    });
    await context.setOffline(true);
    await placeOrderButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'n’a pas pu conserver la commande' })).toBeVisible();
    await expect(pendingNotice(page)).toHaveCount(0);
  });
});

test.describe('with the shop’s service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test('the service worker restarted while an order waits: the order is kept, then sent once', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('travailleur');
    await addToCart(page, TANK);
    // The worker registers once the page is idle, then controls it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
    await placeOrderOffline(page, context, email);

    // Chromium stops every service worker (as it does with an idle one, or after a crash) and starts it again on the
    // next request: the queued order lives in the page's IndexedDB, not in the worker, and must come through whole.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await context.setOffline(false);
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const modal = await confirmSending(page);
    await expect(modal.getByText(/La commande n° \d{9} est confirmée/)).toBeVisible({ timeout: 30_000 });
    await expectOneOrder(request, email);
  });
});
