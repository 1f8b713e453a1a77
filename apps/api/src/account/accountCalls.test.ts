import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';
import { loginAsCustomerKey, signLoginAsCustomerToken } from './loginAsCustomerToken';
import { loyaltyCardNumber } from './loyaltyCardNumber';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testBackends)('customer account calls on %s', (backend) => {
  let shop: CommerceTestShop;
  const review = (token: string | undefined, productId: number, title: string, rating = 5) =>
    shop.call('POST', '/api/review/create', {
      ...(token ? { token } : {}),
      body: { review: { product_id: productId, title, detail: 'Très solide.', nickname: 'Léa M.', rating } },
    });
  const productId = async (sku: string) =>
    (await shop.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  const placeOrder = async (token: string, sku: string, payment: string, pay = false) => {
    const cartId = await cartWith(shop, token, [{ sku, qty: 1 }]);
    const placed = await shop.call('POST', '/api/order', {
      token,
      body: orderBody(cartId, [{ sku, qty: 1 }], { payment }),
    });
    expect(placed.status).toBe(200);
    const result = placed.body.result as { orderNumber: string; paymentRedirectUrl: string | null };
    if (pay) {
      const paid = await shop.call('POST', new URL(String(result.paymentRedirectUrl)).pathname, {
        body: 'decision=pay',
        headers: form,
      });
      expect(paid.status).toBe(303);
    }
    return shop.db
      .selectFrom('orders')
      .selectAll()
      .where('increment_id', '=', result.orderNumber)
      .executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  describe('my reviews', () => {
    it('a review posted with a customer token is stored with the customer; a guest review without', async () => {
      const { token, id } = await registerAndLogIn(shop, 'reviewer@example.fr');
      const valve = await productId('T-VALVE');
      expect((await review(token, valve, 'Avec compte')).status).toBe(200);
      expect((await review(undefined, valve, 'Sans compte')).status).toBe(200);
      const rows = await shop.db
        .selectFrom('reviews')
        .select(['title', 'customer_id'])
        .where('title', 'in', ['Avec compte', 'Sans compte'])
        .orderBy('title')
        .execute();
      expect(rows).toEqual([
        { title: 'Avec compte', customer_id: id },
        { title: 'Sans compte', customer_id: null },
      ]);
    });

    it('lists only my reviews, newest first, with the product and the moderation status', async () => {
      const { token } = await registerAndLogIn(shop, 'mine@example.fr');
      const other = await registerAndLogIn(shop, 'other-reviewer@example.fr');
      const valve = await productId('T-VALVE');
      const pipe = await productId('T-PIPE');
      await review(token, valve, 'Première', 4);
      shop.clock.advance(60_000);
      await review(token, pipe, 'Seconde', 5);
      await review(other.token, valve, 'Pas la mienne');
      await shop.db.updateTable('reviews').set({ status: 'approved' }).where('title', '=', 'Première').execute();

      const answer = await shop.call('GET', '/api/user/reviews', { token });
      expect(answer.status).toBe(200);
      const product = await shop.db
        .selectFrom('products')
        .select(['sku', 'name', 'url_path'])
        .where('id', '=', valve)
        .executeTakeFirstOrThrow();
      expect(answer.body.result).toEqual([
        expect.objectContaining({ title: 'Seconde', productId: pipe, sku: 'T-PIPE', rating: 5, status: 'pending' }),
        {
          id: expect.any(Number),
          productId: valve,
          sku: 'T-VALVE',
          productName: product.name,
          productUrlPath: product.url_path,
          title: 'Première',
          detail: 'Très solide.',
          rating: 4,
          nickname: 'Léa M.',
          status: 'approved',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      expect((await shop.call('GET', '/api/user/reviews')).status).toBe(401);
    });
  });

  describe('loyalty card', () => {
    it('a new customer has the card of their id and no points', async () => {
      const { token, id } = await registerAndLogIn(shop, 'card@example.fr');
      const answer = await shop.call('GET', '/api/user/loyalty', { token });
      expect(answer.body.result).toEqual({
        cardNumber: loyaltyCardNumber(id),
        points: 0,
        pointsPerEuro: 1,
        paidOrders: 0,
        memberSince: shop.clock.now().toISOString(),
      });
      expect((await shop.call('GET', '/api/user/loyalty')).status).toBe(401);
    });

    it('paid orders earn 1 point per whole euro; cash on delivery earns once the shop marks it paid', async () => {
      const { token } = await registerAndLogIn(shop, 'points@example.fr');
      const card = await placeOrder(token, 'T-VALVE', 'systempay', true);
      const unpaidCard = await placeOrder(token, 'T-PIPE', 'systempay');
      const cash = await placeOrder(token, 'T-VALVE', 'cashondelivery');
      expect(unpaidCard.state).toBe('pending_payment');
      const loyalty = async () => (await shop.call('GET', '/api/user/loyalty', { token })).body.result;
      expect(await loyalty()).toMatchObject({ points: Math.floor(card.grand_total / 100), paidOrders: 1 });

      await shop.db
        .updateTable('orders')
        .set({ status: 'processing', state: 'processing' })
        .where('id', '=', cash.id)
        .execute();
      expect(await loyalty()).toMatchObject({
        points: Math.floor(card.grand_total / 100) + Math.floor(cash.grand_total / 100),
        paidOrders: 2,
      });
      await shop.db
        .updateTable('orders')
        .set({ status: 'canceled', state: 'canceled' })
        .where('id', '=', card.id)
        .execute();
      expect(await loyalty()).toMatchObject({ points: Math.floor(cash.grand_total / 100), paidOrders: 1 });
    });
  });

  describe('data export', () => {
    it('holds the profile, addresses, orders, newsletter, reviews, loyalty and sessions, and no secret', async () => {
      const email = 'export@example.fr';
      const { token, id } = await registerAndLogIn(shop, email);
      await shop.call('POST', '/api/user/me', {
        token,
        body: {
          customer: {
            firstname: 'Léa',
            lastname: 'Martin',
            email,
            addresses: [
              {
                firstname: 'Léa',
                lastname: 'Martin',
                street: ['1 rue des Lilas'],
                city: 'Lyon',
                postcode: '69001',
                country_id: 'FR',
                telephone: '0600000000',
              },
            ],
          },
        },
      });
      await shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: email } });
      await review(token, await productId('T-VALVE'), 'Exportée');
      const order = await placeOrder(token, 'T-VALVE', 'cashondelivery');

      const answer = await shop.call('GET', '/api/user/export', { token });
      expect(answer.status).toBe(200);
      expect(answer.response.headers.get('cache-control')).toBe('no-store');
      const document = answer.body.result as Record<string, unknown>;
      expect(document).toMatchObject({
        exportedAt: shop.clock.now().toISOString(),
        format: 'citerne-customer-export/1',
        customer: { id, email, firstname: 'Léa', lastname: 'Martin', group_id: 1, created_at: expect.any(String) },
        addresses: [expect.objectContaining({ city: 'Lyon', telephone: '0600000000' })],
        orders: [
          expect.objectContaining({
            orderNumber: order.increment_id,
            status: 'pending',
            grand_total: order.grand_total / 100,
            items: [expect.objectContaining({ sku: 'T-VALVE', qty_ordered: 1 })],
            billing_address: expect.objectContaining({ city: 'Lyon' }),
            payment: expect.objectContaining({ method: 'cashondelivery' }),
            created_at: expect.any(String),
          }),
        ],
        newsletter: { email, status: 'subscribed', subscribedAt: expect.any(String), couponCode: expect.any(String) },
        reviews: [expect.objectContaining({ title: 'Exportée' })],
        loyalty: { cardNumber: loyaltyCardNumber(id), points: 0 },
        sessions: [{ createdAt: expect.any(String), expiresAt: expect.any(String), revokedAt: null }],
      });
      const text = JSON.stringify(document);
      const secrets = await shop.db
        .selectFrom('customers')
        .innerJoin('customer_sessions', 'customer_sessions.customer_id', 'customers.id')
        .innerJoin('refresh_tokens', 'refresh_tokens.session_id', 'customer_sessions.id')
        .select(['customers.password_hash', 'refresh_tokens.token_hash', 'customer_sessions.id'])
        .where('customers.id', '=', id)
        .executeTakeFirstOrThrow();
      for (const secret of [secrets.password_hash, secrets.token_hash, secrets.id, token, order.access_key]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/password|token_hash|scrypt/i);
      expect((await shop.call('GET', '/api/user/export')).status).toBe(401);
    });
  });

  describe('account deletion', () => {
    it('a wrong password is a 403 WRONG_PASSWORD (never 401), counted with the login attempts', async () => {
      const { token } = await registerAndLogIn(shop, 'careful@example.fr');
      const attempt = () =>
        shop.call('POST', '/api/user/delete', { token, body: { password: 'not-the-password' }, ip: '198.51.100.40' });
      const first = await attempt();
      expect(first.status).toBe(403);
      expect(first.body.result).toEqual({ message: 'The password is incorrect.', code: 'WRONG_PASSWORD' });
      for (let tries = 1; tries < shop.settings.attemptLimits.login.perAccountAndAddress; tries++) {
        expect((await attempt()).status).toBe(403);
      }
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.body.result).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect((await shop.call('GET', '/api/user/me', { token })).status).toBe(200);
    });

    it('erases the customer in one go: tokens refused, login refused, orders kept anonymised, reviews kept unnamed', async () => {
      const email = 'leaving@example.fr';
      const password = 'citerne-2025';
      const { token, refreshToken, id } = await registerAndLogIn(shop, email, password);
      const other = await registerAndLogIn(shop, 'staying@example.fr');
      await shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: email } });
      await review(token, await productId('T-VALVE'), 'Avant départ');
      const order = await placeOrder(token, 'T-VALVE', 'cashondelivery');
      await shop.call('POST', '/api/user/reset-password', { body: { email } });
      await cartWith(shop, token, [{ sku: 'T-PIPE', qty: 1 }]);
      const ordersBefore = await shop.db.selectFrom('orders').select('id').execute();

      const answer = await shop.call('POST', '/api/user/delete', { token, body: { password } });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe(true);

      expect((await shop.call('POST', '/api/user/login', { body: { username: email, password } })).status).toBe(401);
      expect((await shop.call('GET', '/api/user/me', { token })).status).toBe(401);
      expect((await shop.call('POST', '/api/user/refresh', { body: { refreshToken } })).status).toBe(401);
      expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);

      const kept = await shop.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(kept).toMatchObject({
        customer_id: null,
        customer_email: `anonymised-${order.increment_id}@invalid`,
        billing_address: { country_id: 'FR', postcode: '69001', city: 'Lyon' },
        shipping_address: { country_id: 'FR', postcode: '69001', city: 'Lyon' },
        grand_total: order.grand_total,
        created_at: order.created_at,
      });
      expect(Object.keys(kept.billing_address).sort()).toEqual(['city', 'country_id', 'postcode']);
      expect(await shop.db.selectFrom('order_items').select('sku').where('order_id', '=', order.id).execute()).toEqual([
        { sku: 'T-VALVE' },
      ]);
      const reviews = await shop.db.selectFrom('reviews').selectAll().where('title', '=', 'Avant départ').execute();
      expect(reviews).toEqual([expect.objectContaining({ customer_id: null, nickname: 'Client' })]);
      const left = async (
        table: 'customers' | 'customer_addresses' | 'customer_sessions' | 'password_reset_tokens' | 'carts',
      ) =>
        shop.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where(table === 'customers' ? 'id' : 'customer_id', '=', id)
          .executeTakeFirstOrThrow();
      for (const table of [
        'customers',
        'customer_addresses',
        'customer_sessions',
        'password_reset_tokens',
        'carts',
      ] as const) {
        expect([table, Number((await left(table)).count)]).toEqual([table, 0]);
      }
      expect(
        await shop.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute(),
      ).toEqual([]);
      expect(await shop.db.selectFrom('coupons').selectAll().where('issued_to', '=', email).execute()).toEqual([]);
      expect(await shop.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute()).toEqual([]);
      // Nobody else is touched.
      expect((await shop.call('GET', '/api/user/me', { token: other.token })).status).toBe(200);
    });
  });

  describe('login as customer', () => {
    const redeem = (token: string, ip = '192.0.2.10') =>
      shop.call('POST', '/api/user/login-as-customer', { body: { token }, ip });
    const sign = (email: string, now = shop.clock.now().getTime()) =>
      signLoginAsCustomerToken(loginAsCustomerKey(shop.settings.secret), email, now);
    const refused = {
      message: 'This login link is invalid, expired or already used.',
      code: 'LOGIN_AS_CUSTOMER_REFUSED',
    };

    it('a signed link logs in once, as a normal session of the customer; used again it is refused', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      try {
        await registerAndLogIn(shop, 'helped@example.fr');
        const link = sign('Helped@example.fr');
        const answer = await redeem(link);
        expect(answer.status).toBe(200);
        const accessToken = String(answer.body.result);
        const refreshToken = String(answer.body.meta?.refreshToken);
        expect((await shop.call('GET', '/api/user/me', { token: accessToken })).body.result).toMatchObject({
          email: 'helped@example.fr',
        });
        expect((await shop.call('POST', '/api/user/refresh', { body: { refreshToken } })).status).toBe(200);

        const again = await redeem(link);
        expect(again.status).toBe(403);
        expect(again.body.result).toEqual(refused);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('already used'));
        const logged = [...warn.mock.calls, ...info.mock.calls].flat().join('\n');
        expect(logged).not.toContain(link);
        expect(logged).not.toContain(link.split('.')[2]);
      } finally {
        warn.mockRestore();
        info.mockRestore();
      }
    });

    it('a forged, tampered, expired, malformed or unknown-customer link is refused the same way', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        await registerAndLogIn(shop, 'target@example.fr');
        const forged = signLoginAsCustomerToken(
          loginAsCustomerKey('x'.repeat(40)),
          'target@example.fr',
          shop.clock.now().getTime(),
        );
        const [version, , signature] = sign('target@example.fr').split('.');
        const otherPayload = sign('helped@example.fr').split('.')[1];
        const expired = sign('target@example.fr', shop.clock.now().getTime() - 15 * 60_000 - 1);
        for (const [ip, token] of [
          ['192.0.2.21', forged],
          ['192.0.2.22', `${version}.${otherPayload}.${signature}`],
          ['192.0.2.23', expired],
          ['192.0.2.24', 'not-a-token'],
          ['192.0.2.25', sign('nobody@example.fr')],
        ] as const) {
          const answer = await redeem(token, ip);
          expect([token, answer.status, answer.body.result]).toEqual([token, 403, refused]);
        }
        expect(warn).toHaveBeenCalledTimes(5);
      } finally {
        warn.mockRestore();
      }
    });

    it('a link redeemed after its 15 minutes is refused', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        await registerAndLogIn(shop, 'late@example.fr');
        const link = sign('late@example.fr');
        shop.clock.advance(15 * 60_000 + 1);
        expect((await redeem(link, '192.0.2.30')).status).toBe(403);
      } finally {
        warn.mockRestore();
      }
    });

    it('refusals are limited per client address', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'info').mockImplementationOnce(() => {});
      try {
        const limit = shop.settings.attemptLimits.login.perAccountAndAddress;
        for (let tries = 0; tries < limit; tries++) expect((await redeem('v1.x.y', '192.0.2.50')).status).toBe(403);
        const blocked = await redeem(sign('helped@example.fr'), '192.0.2.50');
        expect(blocked.status).toBe(429);
        expect((await redeem(sign('helped@example.fr'), '192.0.2.51')).status).toBe(200);
      } finally {
        warn.mockRestore();
      }
    });
  });
});
