import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packageRoot } from '../config/packageRoot';
import { servedCalls } from '../openapi/mountOpenApiRoute';
import { readApprovedReviews } from '../review/readApprovedReviews';
import { readStockRecords } from '../stock/readStockRecords';
import { testBackends } from '../testing/testDatabases';
import { cartWith, orderBody, registerAndLogIn } from './testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from './testing/startCommerceTest';

describe.each(testBackends)('newsletter, reviews, contact, mail and stock on %s', (backend) => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest(backend, {
      mail: {
        from: 'boutique@citerne.example',
        shopAddress: 'contact@citerne.example',
        smtpUrl: undefined,
        outboxViewer: true,
        transport: nodemailer.createTransport({ jsonTransport: true }),
      },
    });
  });
  afterAll(async () => {
    // Let the background delivery finish before the database closes.
    await vi.waitFor(async () => {
      const pending = await shop.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
      if (pending.length > 0) throw new Error(`${pending.length} mail(s) still pending`);
    });
    await shop.close();
  });

  it('serves every call of its OpenAPI document, and the document itself', async () => {
    const document = await shop.call('GET', '/api/openapi.json');
    const paths = (document.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths).length).toBeGreaterThan(30);
    for (const call of servedCalls) {
      const path = call.path.replace(/:\w+/g, '1');
      const answer = await shop.call(call.method, path);
      expect([call.name, JSON.stringify(answer.body.result)]).not.toEqual([
        call.name,
        expect.stringContaining('No API endpoint'),
      ]);
    }
  });

  describe('newsletter', () => {
    const subscribe = (email: string) =>
      shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: email } });

    it('records the opt-in with its date and mails a single 10 % coupon on the first subscription only', async () => {
      expect((await subscribe('news@example.fr')).body).toEqual({ code: 200, result: 'subscribed' });
      expect((await subscribe('news@example.fr')).body).toEqual({ code: 200, result: 'subscribed' });
      const row = await shop.db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', 'news@example.fr')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('subscribed');
      expect(row.subscribed_at?.toISOString()).toBe(shop.clock.now().toISOString());
      const coupons = await shop.db
        .selectFrom('coupons')
        .selectAll()
        .where('issued_to', '=', 'news@example.fr')
        .execute();
      expect(coupons).toEqual([expect.objectContaining({ percent: 10, single_use: true, code: row.coupon_code })]);
      const mails = await shop.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'news@example.fr')
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body_text).toContain(String(row.coupon_code));
    });

    it('unsubscribing is idempotent, and subscribing again issues no second coupon', async () => {
      const { token } = await registerAndLogIn(shop, 'back@example.fr');
      await subscribe('back@example.fr');
      const unsubscribe = () =>
        shop.call('DELETE', '/api/ext/newsletter/subscribe', { body: { email: 'back@example.fr' }, token });
      expect((await unsubscribe()).body).toEqual({ code: 200, result: 'unsubscribed' });
      expect((await unsubscribe()).body).toEqual({ code: 200, result: 'unsubscribed' });
      await subscribe('back@example.fr');
      const coupons = await shop.db
        .selectFrom('coupons')
        .select('code')
        .where('issued_to', '=', 'back@example.fr')
        .execute();
      expect(coupons).toHaveLength(1);
    });

    it('a logged-in customer reads their own status', async () => {
      const { token } = await registerAndLogIn(shop, 'reader@example.fr');
      const status = () =>
        shop.call('GET', '/api/ext/newsletter/subscribe', { token, query: { email: 'reader@example.fr' } });
      expect((await status()).body.result).toBe('unsubscribed');
      await subscribe('reader@example.fr');
      expect((await status()).body.result).toBe('subscribed');
    });
  });

  describe('reviews', () => {
    it('a new review is stored pending with its HTML stripped, and is listed only once approved', async () => {
      const product = await shop.db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', 'T-VALVE')
        .executeTakeFirstOrThrow();
      const created = await shop.call('POST', '/api/review/create', {
        body: {
          review: {
            product_id: product.id,
            title: '<b>Parfait</b>',
            detail: 'Très solide.<script>alert(1)</script>',
            nickname: 'Léa',
            rating: 5,
          },
        },
      });
      expect(created.body).toEqual({ code: 200, result: true });
      const stored = await shop.db
        .selectFrom('reviews')
        .selectAll()
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 'pending', title: 'Parfait', detail: 'Très solide.' });
      const list = () => shop.call('GET', '/api/review/list', { query: { product_id: String(product.id) } });
      expect((await list()).body.result).toEqual({ items: [], total: 0 });
      await shop.db.updateTable('reviews').set({ status: 'approved' }).where('id', '=', stored.id).execute();
      expect((await list()).body.result).toMatchObject({
        total: 1,
        items: [{ title: 'Parfait', ratings: [{ value: 5 }] }],
      });
    });

    it('a review of an unknown product or made only of HTML is refused', async () => {
      const review = { title: 'Titre', detail: 'Texte', nickname: 'Léa', rating: 4 };
      expect(
        (await shop.call('POST', '/api/review/create', { body: { review: { ...review, product_id: 123_456_789 } } }))
          .status,
      ).toBe(404);
      const product = await shop.db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', 'T-PIPE')
        .executeTakeFirstOrThrow();
      const empty = await shop.call('POST', '/api/review/create', {
        body: { review: { ...review, product_id: product.id, detail: '<p></p>' } },
      });
      expect(empty.status).toBe(400);
    });

    it('marks a review as a verified purchase, with the order date, only when its writer ordered the product', async () => {
      const product = await shop.db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('sku', '=', 'T-PIPE')
        .executeTakeFirstOrThrow();
      const review = {
        product_id: product.id,
        title: 'Robuste',
        detail: 'Tient la pression.',
        nickname: 'Léa',
        rating: 5,
      };
      const buyer = await registerAndLogIn(shop, 'verified.buyer@example.fr');
      const stranger = await registerAndLogIn(shop, 'never.bought@example.fr');
      const cartId = await cartWith(shop, buyer.token, [{ sku: 'T-PIPE', qty: 1 }]);
      const placed = await shop.call('POST', '/api/order', {
        token: buyer.token,
        body: orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }], { orderId: `verified-${Date.now()}` }),
      });
      expect(placed.status).toBe(200);
      for (const writer of [buyer, stranger, null]) {
        const posted = await shop.call('POST', '/api/review/create', {
          ...(writer ? { token: writer.token } : {}),
          body: { review: { ...review, nickname: writer ? `n${writer.id}` : 'anonyme' } },
        });
        expect(posted.status).toBe(200);
      }
      const rows = await shop.db
        .selectFrom('reviews')
        .select(['nickname', 'verified_purchase', 'experience_date', 'id'])
        .where('product_id', '=', product.id)
        .where('title', '=', 'Robuste')
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.nickname, row.verified_purchase, row.experience_date !== null])).toEqual([
        [`n${buyer.id}`, true, true],
        [`n${stranger.id}`, false, false],
        ['anonyme', false, false],
      ]);
      await shop.db.updateTable('reviews').set({ status: 'approved' }).where('title', '=', 'Robuste').execute();
      const list = await shop.call('GET', '/api/review/list', { query: { product_id: String(product.id) } });
      const items = (list.body.result as { items: Record<string, unknown>[] }).items;
      const verified = items.find((item) => item.nickname === `n${buyer.id}`);
      expect(verified).toMatchObject({ verified_purchase: true, experience_date: expect.any(String) });
      // Who wrote a review stays private.
      expect(items.every((item) => item.customer_id === undefined)).toBe(true);
    });

    it('publishes reviews for five years, then no longer lists them', async () => {
      const product = await shop.db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', 'T-VALVE')
        .executeTakeFirstOrThrow();
      const old = shop.settings.now();
      old.setUTCFullYear(old.getUTCFullYear() - 5);
      old.setUTCDate(old.getUTCDate() - 1);
      await shop.db
        .insertInto('reviews')
        .values({
          product_id: product.id,
          customer_id: null,
          nickname: 'Ancien',
          title: 'Très ancien avis',
          detail: 'Écrit il y a plus de cinq ans.',
          rating: 3,
          status: 'approved',
          created_at: old,
        })
        .execute();
      const list = await shop.call('GET', '/api/review/list', { query: { product_id: String(product.id) } });
      const titles = (list.body.result as { items: { title: string }[] }).items.map((item) => item.title);
      expect(titles).not.toContain('Très ancien avis');
    });

    it('records a report of a published review for the moderator, refuses others and limits floods', async () => {
      const published = await shop.db
        .selectFrom('reviews')
        .select('id')
        .where('status', '=', 'approved')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const report = (body: Record<string, unknown>, ip = '198.51.100.7') =>
        shop.call('POST', '/api/review/report', { body, ip });
      expect((await report({ reviewId: published.id, reason: 'fake', detail: 'Jamais vu ce client.' })).body).toEqual({
        code: 200,
        result: true,
      });
      const stored = await shop.db
        .selectFrom('review_reports')
        .selectAll()
        .where('review_id', '=', published.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ reason: 'fake', detail: 'Jamais vu ce client.', handled_at: null });
      const pending = await shop.db
        .selectFrom('reviews')
        .select('id')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) expect((await report({ reviewId: pending.id, reason: 'fake' })).status).toBe(404);
      expect((await report({ reviewId: published.id, reason: 'boring' })).status).toBe(400);
      // One address cannot flood the moderator: past the contact form's 20 an hour, it is refused.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        statuses.push((await report({ reviewId: published.id, reason: 'other' }, '198.51.100.99')).status);
      }
      expect(statuses).toContain(429);
      expect((await report({ reviewId: published.id, reason: 'other' }, '198.51.100.100')).status).toBe(200);
    });

    it("the latest reviews are the shop's approved ones without a review-service key, newest first", async () => {
      const answer = await shop.call('GET', '/api/ext/reviews/latest');
      const result = answer.body.result as { source: string; items: { createdAt: string; rating: number }[] };
      expect(result.source).toBe('shop');
      expect(result.items.length).toBeGreaterThan(0);
      expect(result.items.length).toBeLessThanOrEqual(6);
      const dates = result.items.map((item) => item.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('the summary comes from the seeded reviews without a review-service key', async () => {
      const seeded = JSON.parse(
        readFileSync(join(packageRoot, 'seed', 'reviews', 'reviews.json'), 'utf8'),
      ) as unknown[];
      const stored = await shop.db.selectFrom('reviews').select('id').where('source', '=', 'seed').execute();
      expect(stored).toHaveLength(seeded.length);
      const ratings = await shop.db.selectFrom('reviews').select('rating').where('status', '=', 'approved').execute();
      const answer = await shop.call('GET', '/api/ext/reviews/summary');
      expect(answer.body.result).toMatchObject({ totalReviews: ratings.length, source: 'shop' });
    });
  });

  it('the summary comes from the review service with the key kept on the server', async () => {
    const seen: (string | undefined)[] = [];
    const service = createServer((request, response) => {
      seen.push(request.headers.apikey as string | undefined);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ numberOfReviews: { total: 812 }, score: { trustScore: 4.7, stars: 4.5 } }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const port = (service.address() as AddressInfo).port;
    const remote = await startCommerceTest(backend, {
      reviewService: { apiUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'server-side-key', businessUnitId: 'bu-42' },
    });
    try {
      const answer = await remote.call('GET', '/api/ext/reviews/summary');
      expect(answer.body.result).toEqual({
        totalReviews: 812,
        averageRating: 4.7,
        stars: 4.5,
        source: 'review-service',
      });
      expect(seen).toEqual(['server-side-key']);
      expect(JSON.stringify(answer.body)).not.toContain('server-side-key');
    } finally {
      await remote.close();
      service.close();
    }
  });

  it('the latest reviews come from the review service, key in the header only, cached, else from the shop', async () => {
    const seen: { apikey: string | undefined; url: string }[] = [];
    let mode: 'ok' | 'malformed' | 'error' = 'ok';
    const service = createServer((request, response) => {
      seen.push({ apikey: request.headers.apikey as string | undefined, url: request.url ?? '' });
      response.setHeader('content-type', 'application/json');
      if (mode === 'error') {
        response.statusCode = 503;
        response.end('{}');
        return;
      }
      if (mode === 'malformed') {
        response.end(JSON.stringify({ reviews: [{ id: 'r9', stars: 9, text: 'Trop bien' }] }));
        return;
      }
      response.end(
        JSON.stringify({
          reviews: [
            {
              id: 'r1',
              consumer: { displayName: 'Paul D.' },
              stars: 4,
              title: 'Livraison rapide',
              text: 'Citerne <b>reçue</b> en 5 jours.',
              createdAt: '2025-05-01T09:00:00Z',
            },
            {
              id: 'r2',
              consumer: { displayName: 'Amélie' },
              stars: 5,
              title: 'Très bon conseil',
              text: 'Le guide m’a aidée à choisir.',
              createdAt: '2025-05-20T09:00:00Z',
              unreadField: { ignored: true },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const port = (service.address() as AddressInfo).port;
    const remote = await startCommerceTest(backend, {
      reviewService: { apiUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'server-side-key', businessUnitId: 'bu-42' },
    });
    try {
      const latest = () => remote.call('GET', '/api/ext/reviews/latest');
      const first = await latest();
      expect(first.body.result).toEqual({
        source: 'review-service',
        items: [
          expect.objectContaining({ id: 'service-r2', author: 'Amélie', rating: 5, title: 'Très bon conseil' }),
          expect.objectContaining({
            id: 'service-r1',
            author: 'Paul D.',
            rating: 4,
            text: 'Citerne reçue en 5 jours.',
            createdAt: '2025-05-01T09:00:00.000Z',
            verified: false,
            product: null,
          }),
        ],
      });
      // The key goes in its header only: never in the URL, never in the answer.
      expect(seen).toEqual([
        { apikey: 'server-side-key', url: expect.stringContaining('/v1/business-units/bu-42/reviews?') },
      ]);
      expect(seen[0]?.url).not.toContain('server-side-key');
      expect(JSON.stringify(first.body)).not.toContain('server-side-key');
      // Cached for ten minutes: the service is not asked again.
      remote.clock.advance(9 * 60 * 1000);
      expect((await latest()).body.result).toEqual(first.body.result);
      expect(seen).toHaveLength(1);

      // A malformed answer once the cache expired: the shop's own latest approved reviews, saying so.
      const own = await remote.db
        .selectFrom('reviews')
        .select(['id', 'created_at'])
        .where('status', '=', 'approved')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(6)
        .execute();
      mode = 'malformed';
      remote.clock.advance(2 * 60 * 1000);
      const fallback = (await latest()).body.result as { source: string; items: { id: string; product: unknown }[] };
      expect(seen).toHaveLength(2);
      expect(fallback.source).toBe('shop');
      expect(fallback.items.map((item) => item.id)).toEqual(own.map((row) => `shop-${row.id}`));
      expect(fallback.items[0]?.product).toMatchObject({ name: expect.any(String), urlKey: expect.any(String) });
      // An error answer, then a service that is down: still the shop's reviews, and the shop still answers.
      mode = 'error';
      expect((await latest()).body.result).toMatchObject({ source: 'shop' });
      await new Promise<void>((resolve) => service.close(() => resolve()));
      const down = await latest();
      expect([down.status, (down.body.result as { source: string }).source]).toEqual([200, 'shop']);
    } finally {
      await remote.close();
      service.close();
    }
  });

  describe('contact and mail', () => {
    it('a contact message is stored, mailed to the shop through the outbox, and answered with a message', async () => {
      const answer = await shop.call('POST', '/api/ext/contact', {
        body: { name: 'Léa Martin', email: 'lea@example.fr', message: 'Un devis pour 30 m³ ?' },
      });
      expect(answer.body.result).toMatchObject({ message: expect.stringContaining('envoyé') });
      const stored = await shop.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
      expect(stored.message).toBe('Un devis pour 30 m³ ?');
      await expect
        .poll(async () => {
          const mail = await shop.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('kind', '=', 'contact')
            .executeTakeFirstOrThrow();
          return [mail.to_address, mail.reply_to, mail.status];
        })
        .toEqual(['contact@citerne.example', 'lea@example.fr', 'sent']);
    });

    it('send-email needs a fresh one-time token and only reaches the shop', async () => {
      const token = String((await shop.call('GET', '/api/ext/mail-service/get-token')).body.result);
      const mail = { sourceAddress: 'lea@example.fr', subject: 'Question', emailText: 'Bonjour' };
      const elsewhere = await shop.call('POST', '/api/ext/mail-service/send-email', {
        body: { ...mail, token, targetAddress: 'victim@example.com' },
      });
      expect(elsewhere.status).toBe(403);
      const sent = await shop.call('POST', '/api/ext/mail-service/send-email', {
        body: { ...mail, token, targetAddress: 'contact@citerne.example' },
      });
      expect(sent.status).toBe(200);
      const replay = await shop.call('POST', '/api/ext/mail-service/send-email', {
        body: { ...mail, token, targetAddress: 'contact@citerne.example' },
      });
      expect(replay.status).toBe(401);
    });

    it('the development outbox viewer lists the mails', async () => {
      const page = await shop.call('GET', '/api/ext/mail-service/outbox');
      expect(page.status).toBe(200);
      expect(String(page.body.result)).toContain("Boîte d'envoi");
      expect(String(page.body.result)).toContain('Contact : Léa Martin');
    });
  });

  describe('stock', () => {
    it('a check answers ok, volatile when carts hold every unit, and out_of_stock when none is left', async () => {
      const check = async (sku: string) =>
        (await shop.call('GET', '/api/stock/check', { query: { sku } })).body.result as {
          stock_status: string;
          qty: number;
        };
      expect(await check('T-TANK-S10')).toMatchObject({ stock_status: 'ok', qty: 5, product_sku: 'T-TANK-S10' });
      await cartWith(shop, undefined, [{ sku: 'T-TANK-S10', qty: 5 }]);
      expect(await check('T-TANK-S10')).toMatchObject({ stock_status: 'volatile', qty: 5, reserved_qty: 5 });
      shop.clock.advance(61 * 60_000);
      expect(await check('T-TANK-S10')).toMatchObject({ stock_status: 'ok' });
      await shop.db
        .updateTable('stock_items')
        .set({ qty: 0, is_in_stock: false })
        .where('sku', '=', 'T-TANK-S10')
        .execute();
      expect(await check('T-TANK-S10')).toMatchObject({ stock_status: 'out_of_stock', is_in_stock: false });
      expect(await check('T-GUIDE')).toMatchObject({ stock_status: 'ok', manage_stock: false });
      expect((await shop.call('GET', '/api/stock/check', { query: { sku: 'NOPE' } })).status).toBe(404);
    });

    it('the search index reads the platform’s own quantities, which orders change', async () => {
      const read = readStockRecords(shop.db);
      const [before] = await read(['T-PIPE']);
      const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 4 }]);
      await shop.call('POST', '/api/order', { body: orderBody(cartId, [{ sku: 'T-PIPE', qty: 4 }]) });
      expect(await read(['T-PIPE'])).toEqual([{ ...before, qty: Number(before?.qty) - 4 }]);
      expect((await read(null)).length).toBeGreaterThan(300);
    });

    it('the search index serves approved reviews only', async () => {
      const reviews = await readApprovedReviews(shop.db)();
      const approved = await shop.db.selectFrom('reviews').select('id').where('status', '=', 'approved').execute();
      expect(reviews.map((review) => review.id).sort()).toEqual(approved.map((row) => row.id).sort());
    });

    it('a list answers the known skus among up to 15', async () => {
      const answer = await shop.call('GET', '/api/stock/list', { query: { skus: 'T-VALVE,NOPE,T-PIPE' } });
      expect((answer.body.result as { product_sku: string }[]).map((item) => item.product_sku)).toEqual([
        'T-VALVE',
        'T-PIPE',
      ]);
      const tooMany = Array.from({ length: 16 }, (_, i) => `S${i}`).join(',');
      expect((await shop.call('GET', '/api/stock/list', { query: { skus: tooMany } })).status).toBe(400);
    });
  });
});
