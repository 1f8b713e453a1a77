import { type ApiCall, apiCalls } from '@citerne/core-api/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../customer/issueAccessToken';
import { testBackends } from '../testing/testDatabases';

/**
 * Access control (issue 19, ASVS 5.0 V8): every call that reads or changes a cart, an order (its invoice is part of
 * its view), a profile, an address, a review, a wishlist or a newsletter subscription is sent against a victim's
 * data by another customer, by a guest, with a forged token, with the victim's own expired token, and with tokens in
 * the `token` query param. The API keeps accepting `?token=` (SPEC §6: "the token goes in the URL, or in a Bearer
 * header"); the header wins when both are sent, and either way a token only ever opens its holder's data.
 * Expected: not one answer carries the victim's data, nothing of the victim's changes, and a bad token is a 401,
 * never a guest.
 */

/** What the victim is, as markers no attacker sends: any of them in an answer is a leak. */
const VICTIM = {
  email: 'victorine.secretan@example.fr',
  password: 'victorine-cuve-2026',
  firstname: 'Victorine',
  lastname: 'Secretan',
  street: '7 impasse des Secrets',
  telephone: '+33 1 99 88 77 66',
  reviewTitle: 'Avis confidentiel de Victorine',
} as const;
const VICTIM_ADDRESS = {
  firstname: VICTIM.firstname,
  lastname: VICTIM.lastname,
  street: [VICTIM.street],
  city: 'Dijon',
  postcode: '21000',
  country_id: 'FR',
  telephone: VICTIM.telephone,
};
const ATTACKER = { email: 'eve.pirate@example.fr', password: 'eve-pirate-2026' } as const;
const MARKERS = [VICTIM.email, VICTIM.firstname, VICTIM.lastname, VICTIM.street, VICTIM.telephone, VICTIM.reviewTitle];

/** What the probes aim at: the victim's cart, order (number, key, first line) and address. */
interface Target {
  cartId: string;
  cartItemId: number;
  orderNumber: string;
  accessKey: string;
  orderItemId: number;
  addressId: number;
  wishlistSku: string;
}

/**
 * One probe of a call: the request, and whom it aims at — `victim` (the victim's cart, order, address or e-mail:
 * every attacker must be refused) or `holder` (the token holder's own account: another customer gets an answer, but
 * about themselves only).
 */
interface Probe {
  readonly aims: 'victim' | 'holder';
  readonly method: string;
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** What the answer must not hand back, beyond the victim's markers. */
  readonly mustNotAnswer?: readonly string[];
}

const cart = (t: Target, method: string, path: string, body?: unknown, query: Record<string, string> = {}): Probe => ({
  aims: 'victim',
  method,
  path,
  query: { cartId: t.cartId, ...query },
  body,
});

/** The calls that touch a customer's data, each with its probe. A call of the contract must be here or below. */
const OWNED: Record<string, (t: Target) => Probe> = {
  // Creating a cart with another's cart id (the guest-cart merge of login) must give the holder a cart of their own.
  'cart.create': (t) => ({
    aims: 'holder',
    method: 'POST',
    path: '/api/cart/create',
    query: { cartId: t.cartId },
    mustNotAnswer: [t.cartId],
  }),
  'cart.update': (t) => cart(t, 'POST', '/api/cart/update', { cartItem: { sku: 'T-VALVE', qty: 3 } }),
  'cart.delete': (t) => cart(t, 'POST', '/api/cart/delete', { cartItem: { item_id: t.cartItemId } }),
  'cart.pull': (t) => cart(t, 'GET', '/api/cart/pull'),
  'cart.totals': (t) => cart(t, 'GET', '/api/cart/totals'),
  'cart.paymentMethods': (t) => cart(t, 'GET', '/api/cart/payment-methods'),
  'cart.shippingMethods': (t) => cart(t, 'POST', '/api/cart/shipping-methods', { address: { country_id: 'FR' } }),
  'cart.shippingInformation': (t) =>
    cart(t, 'POST', '/api/cart/shipping-information', {
      addressInformation: {
        shippingAddress: { country_id: 'FR' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    }),
  'cart.collectTotals': (t) => cart(t, 'POST', '/api/cart/collect-totals', {}),
  'cart.applyCoupon': (t) => cart(t, 'POST', '/api/cart/apply-coupon', undefined, { coupon: 'BIENVENUE10' }),
  'cart.deleteCoupon': (t) => cart(t, 'POST', '/api/cart/delete-coupon'),
  'order.place': (t) => ({
    aims: 'victim',
    method: 'POST',
    path: '/api/order',
    body: orderBody(t.cartId, [{ sku: 'T-PIPE', qty: 1 }], { orderId: `steal-${Math.random().toString(36).slice(2)}` }),
  }),
  'order.view': (t) => ({ aims: 'victim', method: 'GET', path: `/api/order/${t.orderNumber}` }),
  'order.retryPayment': (t) => ({
    aims: 'victim',
    method: 'POST',
    path: `/api/order/${t.orderNumber}/payment`,
    body: { payment_method_code: 'checkmo' },
  }),
  'order.reorder': (t) => ({ aims: 'victim', method: 'POST', path: `/api/order/${t.orderNumber}/reorder` }),
  'order.createAccount': (t) => ({
    aims: 'victim',
    method: 'POST',
    path: `/api/order/${t.orderNumber}/account`,
    body: { password: 'prise-de-controle-1' },
  }),
  'withdrawal.lookup': (t) => ({
    aims: 'victim',
    method: 'POST',
    path: '/api/ext/withdrawal/lookup',
    body: { orderNumber: t.orderNumber },
  }),
  'withdrawal.submit': (t) => ({
    aims: 'victim',
    method: 'POST',
    path: '/api/ext/withdrawal',
    body: {
      orderNumber: t.orderNumber,
      orderEmail: ATTACKER.email,
      name: 'Eve Pirate',
      email: ATTACKER.email,
      lines: [{ itemId: t.orderItemId, qty: 1 }],
    },
  }),
  'newsletter.status': () => ({
    aims: 'victim',
    method: 'GET',
    path: '/api/ext/newsletter/subscribe',
    query: { email: VICTIM.email },
  }),
  'newsletter.unsubscribe': () => ({
    aims: 'victim',
    method: 'DELETE',
    path: '/api/ext/newsletter/subscribe',
    body: { email: VICTIM.email },
  }),
  'user.me': () => ({ aims: 'holder', method: 'GET', path: '/api/user/me' }),
  'user.updateMe': (t) => ({
    aims: 'victim',
    method: 'POST',
    path: '/api/user/me',
    body: {
      customer: {
        firstname: 'Eve',
        lastname: 'Pirate',
        email: ATTACKER.email,
        addresses: [{ ...VICTIM_ADDRESS, firstname: 'Eve', id: t.addressId, city: 'Détournée' }],
      },
    },
  }),
  'user.orderHistory': () => ({ aims: 'holder', method: 'GET', path: '/api/user/order-history' }),
  'user.reviews': () => ({ aims: 'holder', method: 'GET', path: '/api/user/reviews' }),
  'user.loyalty': () => ({ aims: 'holder', method: 'GET', path: '/api/user/loyalty' }),
  'user.export': () => ({ aims: 'holder', method: 'GET', path: '/api/user/export' }),
  'user.wishlist': () => ({ aims: 'holder', method: 'GET', path: '/api/user/wishlist' }),
  'user.wishlistAdd': () => ({
    aims: 'holder',
    method: 'POST',
    path: '/api/user/wishlist',
    body: { skus: ['T-PIPE'] },
  }),
  'user.wishlistRemove': (t) => ({
    aims: 'holder',
    method: 'POST',
    path: '/api/user/wishlist/remove',
    body: { sku: t.wishlistSku },
  }),
  // The victim's password, which only the victim knows: with another's token it must not open anything.
  'user.changePassword': () => ({
    aims: 'holder',
    method: 'POST',
    path: '/api/user/change-password',
    body: { currentPassword: VICTIM.password, newPassword: 'mot-de-passe-vole-1' },
  }),
  'user.delete': () => ({
    aims: 'holder',
    method: 'POST',
    path: '/api/user/delete',
    body: { password: VICTIM.password },
  }),
  'user.logout': () => ({ aims: 'holder', method: 'POST', path: '/api/user/logout' }),
  'review.create': () => ({
    aims: 'holder',
    method: 'POST',
    path: '/api/review/create',
    body: { review: { product_id: 1, title: 'Titre', detail: 'Texte du pirate', nickname: 'Eve', rating: 1 } },
  }),
};

/** The calls that read or change no customer's data, and why: the suite fails on a call in neither list. */
const NOT_OWNED: Record<string, string> = {
  'user.login': 'proves its own credential (limits: customerCalls.test.ts)',
  'user.create': 'makes a new account',
  'user.refresh': 'proves its own refresh token (rotation: customerCalls.test.ts)',
  'user.resetPassword': 'answers the same for every e-mail (customerCalls.test.ts)',
  'user.createPassword': 'needs the mailed reset token (customerCalls.test.ts)',
  'user.loginAsCustomer': 'needs the merchant’s one-time token (accountCalls.test.ts)',
  'newsletter.subscribe': 'adds an address; reveals nothing, changes no account',
  'newsletter.unsubscribeLink': 'needs the signed link of a newsletter mail (newsletterUnsubscribe.test.ts)',
  'review.list': 'published reviews',
  'review.report': 'flags a published review',
  'review.summary': 'published ratings',
  'review.latest': 'published reviews',
  'cms.page': 'public content',
  'cms.block': 'public content',
  'content.store': 'public content',
  'content.slidePhoto': 'public content (admin token of the configuration)',
  'url.map': 'catalogue (a token only picks the price group)',
  'url.resolve': 'catalogue',
  'catalog.search': 'catalogue (a token only picks the price group)',
  'products.renderList': 'catalogue (a token only picks the price group)',
  'stock.check': 'public stock',
  'stock.list': 'public stock',
  'contact.send': 'a message to the shop',
  'mail.getToken': 'a form token',
  'mail.send': 'a message to the shop',
  'seller.identity': 'public legal notice',
  'shop.shippingTerms': 'public terms',
};

/** Who attacks, and how the token travels. */
type Attacker = 'guest' | 'other' | 'other-in-query' | 'forged' | 'forged-in-query' | 'expired' | 'expired-in-query';
const ATTACKERS: readonly Attacker[] = [
  'guest',
  'other',
  'other-in-query',
  'forged',
  'forged-in-query',
  'expired',
  'expired-in-query',
];

describe('the contract’s calls are all classified (issue 19)', () => {
  it('every call is either probed for access control or said to touch no customer’s data', () => {
    const names = Object.values(apiCalls as Record<string, ApiCall>).map((call) => call.name);
    const unclassified = names.filter((name) => !(name in OWNED) && !(name in NOT_OWNED));
    expect(unclassified).toEqual([]);
    expect(names.filter((name) => name in OWNED && name in NOT_OWNED)).toEqual([]);
    // Nothing classified that the contract no longer has.
    expect([...Object.keys(OWNED), ...Object.keys(NOT_OWNED)].filter((name) => !names.includes(name))).toEqual([]);
    // Every call that takes a user token is probed, unless it only proves a credential of its own.
    const tokened = Object.values(apiCalls as Record<string, ApiCall>).filter((call) => call.auth === 'required');
    expect(tokened.filter((call) => !(call.name in OWNED)).map((call) => call.name)).toEqual([]);
  });
});

describe.each(testBackends)('access control on %s (issue 19)', (backend) => {
  let shop: CommerceTestShop;
  let target: Target;
  let victimToken: string;
  let expiredToken: string;
  let forgedToken: string;
  let victimId: number;

  const logIn = async (email: string, password: string) => {
    const answer = await shop.call('POST', '/api/user/login', { body: { username: email, password } });
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.body)}`);
    return String(answer.body.result);
  };
  const register = async (email: string, password: string, firstname: string, lastname: string) => {
    const answer = await shop.call('POST', '/api/user/create', {
      body: { customer: { email, firstname, lastname }, password },
    });
    if (answer.status !== 200) throw new Error(`register of ${email} failed: ${JSON.stringify(answer.body)}`);
    return (answer.body.result as { id: number }).id;
  };

  /** Everything of the victim's, as stored: it must come out of the probes the same. */
  const victimSnapshot = async () => {
    const { db } = shop;
    const carts = await db.selectFrom('carts').selectAll().where('customer_id', '=', victimId).orderBy('id').execute();
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', victimId)
      .orderBy('id')
      .execute();
    return {
      customer: await db.selectFrom('customers').selectAll().where('id', '=', victimId).execute(),
      addresses: await db
        .selectFrom('customer_addresses')
        .selectAll()
        .where('customer_id', '=', victimId)
        .orderBy('id')
        .execute(),
      carts,
      cartItems: await db
        .selectFrom('cart_items')
        .selectAll()
        .where(
          'cart_id',
          'in',
          carts.map((row) => row.id),
        )
        .orderBy('id')
        .execute(),
      orders,
      orderItems: await db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((row) => row.id),
        )
        .orderBy('id')
        .execute(),
      withdrawals: await db
        .selectFrom('withdrawals')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((row) => row.id),
        )
        .execute(),
      wishlist: await db.selectFrom('wishlist_items').selectAll().where('customer_id', '=', victimId).execute(),
      reviews: await db.selectFrom('reviews').selectAll().where('customer_id', '=', victimId).execute(),
      newsletter: await db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', VICTIM.email).execute(),
      liveSessions: (
        await db
          .selectFrom('customer_sessions')
          .select(['id', 'revoked_at'])
          .where('customer_id', '=', victimId)
          .orderBy('id')
          .execute()
      ).filter((row) => row.revoked_at === null),
    };
  };

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
    victimId = await register(VICTIM.email, VICTIM.password, VICTIM.firstname, VICTIM.lastname);
    // The victim's own token, expired: issued, then the access-token lifetime passes.
    expiredToken = await logIn(VICTIM.email, VICTIM.password);
    shop.clock.advance((shop.settings.accessTokenTtlSeconds + 60) * 1000);
    victimToken = await logIn(VICTIM.email, VICTIM.password);
    // Well formed, right issuer and audience, the victim's id, signed with a key that is not the shop's.
    forgedToken = await new SignJWT({ sid: 'forged-session' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(victimId))
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(shop.settings.now().getTime() / 1000))
      .setExpirationTime(Math.floor(shop.settings.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('not-the-shop-secret-not-the-shop-secret'));

    const profile = await shop.call('POST', '/api/user/me', {
      token: victimToken,
      body: {
        customer: {
          email: VICTIM.email,
          firstname: VICTIM.firstname,
          lastname: VICTIM.lastname,
          addresses: [{ ...VICTIM_ADDRESS, default_shipping: true }],
        },
      },
    });
    const addressId = (profile.body.result as { addresses: { id: number }[] }).addresses[0]?.id ?? 0;
    const ordered = await cartWith(shop, victimToken, [{ sku: 'T-VALVE', qty: 1 }]);
    const placed = await shop.call('POST', '/api/order', {
      token: victimToken,
      body: {
        ...orderBody(ordered, [{ sku: 'T-VALVE', qty: 1 }], { address: VICTIM_ADDRESS, orderId: 'victim-order' }),
        addressInformation: {
          ...orderBody(ordered, [{ sku: 'T-VALVE', qty: 1 }], { address: VICTIM_ADDRESS }).addressInformation,
          billingAddress: { ...VICTIM_ADDRESS, email: VICTIM.email },
        },
      },
    });
    if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
    const order = placed.body.result as { orderNumber: string; accessKey: string };
    const cartId = await cartWith(shop, victimToken, [{ sku: 'T-PIPE', qty: 2 }]);
    const lines = (await shop.call('GET', '/api/cart/pull', { token: victimToken, query: { cartId } })).body.result as {
      item_id: number;
    }[];
    const orderRow = await shop.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select('order_items.id')
      .where('orders.customer_id', '=', victimId)
      .executeTakeFirstOrThrow();
    await shop.call('POST', '/api/user/wishlist', { token: victimToken, body: { skus: ['T-VALVE'] } });
    await shop.call('POST', '/api/ext/newsletter/subscribe', {
      token: victimToken,
      body: { customerEmail: VICTIM.email },
    });
    await shop.call('POST', '/api/review/create', {
      token: victimToken,
      body: {
        review: { product_id: 1, title: VICTIM.reviewTitle, detail: 'Très bien.', nickname: 'V.', rating: 5 },
      },
    });
    target = {
      cartId,
      cartItemId: lines[0]?.item_id ?? 0,
      orderNumber: order.orderNumber,
      accessKey: order.accessKey,
      orderItemId: orderRow.id,
      addressId,
      wishlistSku: 'T-VALVE',
    };
    await register(ATTACKER.email, ATTACKER.password, 'Eve', 'Pirate');
  });
  afterAll(() => shop.close());

  it('the victim’s data is set up as the probes expect', async () => {
    const snapshot = await victimSnapshot();
    expect(snapshot.addresses).toHaveLength(1);
    expect(snapshot.orders).toHaveLength(1);
    expect(snapshot.cartItems.length).toBeGreaterThan(0);
    expect(snapshot.wishlist).toHaveLength(1);
    expect(snapshot.newsletter).toEqual([expect.objectContaining({ status: 'subscribed' })]);
    expect(snapshot.liveSessions).toHaveLength(2);
    const me = await shop.call('GET', '/api/user/me', { token: victimToken });
    expect(JSON.stringify(me.body)).toContain(VICTIM.street);
  });

  it('no probe, by any attacker, gets the victim’s data or changes it; bad tokens are 401s', async () => {
    const before = await victimSnapshot();
    const failures: string[] = [];
    let requests = 0;
    for (const [name, probeOf] of Object.entries(OWNED)) {
      const call = Object.values(apiCalls as Record<string, ApiCall>).find((candidate) => candidate.name === name);
      for (const attacker of ATTACKERS) {
        const probe = probeOf(target);
        // A fresh session for the other customer each time: a probe may log them out or lock their own account.
        const otherToken = attacker.startsWith('other') ? await logIn(ATTACKER.email, ATTACKER.password) : undefined;
        const token = { guest: undefined, other: otherToken, forged: forgedToken, expired: expiredToken }[
          attacker.replace('-in-query', '') as 'guest' | 'other' | 'forged' | 'expired'
        ];
        const inQuery = attacker.endsWith('-in-query');
        const answer = await shop.call(probe.method, probe.path, {
          query: { ...probe.query, ...(inQuery && token ? { token } : {}) },
          ...(inQuery || token === undefined ? {} : { token }),
          ...(probe.body === undefined ? {} : { body: probe.body }),
          ip: '198.51.100.99',
        });
        requests += 1;
        const text = `${JSON.stringify(answer.body)} ${answer.response.headers.get('location') ?? ''}`;
        const handedBack = JSON.stringify(answer.body.result) ?? '';
        const leaked = [
          ...MARKERS.filter((marker) => text.includes(marker)),
          ...(probe.mustNotAnswer ?? []).filter((secret) => handedBack.includes(secret)),
        ];
        const where = `${name} as ${attacker}: ${answer.status} ${text.slice(0, 160)}`;
        if (leaked.length > 0) failures.push(`${where} — leaked ${leaked.join(', ')}`);
        if (answer.status >= 500) failures.push(`${where} — server error`);
        const badToken = attacker.startsWith('forged') || attacker.startsWith('expired');
        if (badToken && call?.auth !== 'none' && answer.status !== 401) failures.push(`${where} — not a 401`);
        if (probe.aims === 'victim' && answer.status < 400) failures.push(`${where} — not refused`);
        if (attacker === 'guest' && call?.auth === 'required' && answer.status !== 401) {
          failures.push(`${where} — a guest got past a required token`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBe(Object.keys(OWNED).length * ATTACKERS.length);
    expect(await victimSnapshot()).toEqual(before);
    // The victim is still themselves: the session works and the password is theirs.
    const me = await shop.call('GET', '/api/user/me', { token: victimToken });
    expect((me.body.result as { email: string }).email).toBe(VICTIM.email);
    expect(await logIn(VICTIM.email, VICTIM.password)).toMatch(/\S+/);
  });

  it('with both, the Bearer header wins over the query param, and each opens only its holder’s data', async () => {
    const otherToken = await logIn(ATTACKER.email, ATTACKER.password);
    const both = await shop.call('GET', '/api/user/me', { token: otherToken, query: { token: victimToken } });
    expect((both.body.result as { email: string }).email).toBe(ATTACKER.email);
    const reversed = await shop.call('GET', '/api/user/me', { token: victimToken, query: { token: otherToken } });
    expect((reversed.body.result as { email: string }).email).toBe(VICTIM.email);
    const queryOnly = await shop.call('GET', '/api/user/me', { query: { token: otherToken } });
    expect(JSON.stringify(queryOnly.body)).not.toContain(VICTIM.email);
  });
});
