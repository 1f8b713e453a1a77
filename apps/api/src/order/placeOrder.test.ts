import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, frenchAddress, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

interface Placed {
  orderId: number;
  orderNumber: string;
  status: string;
  paymentRedirectUrl: string | null;
  accessKey: string;
  paymentInstructions?: { iban: string; reference: string };
}

describe.each(testBackends)('placing orders on %s', (backend) => {
  let shop: CommerceTestShop;
  const place = (body: unknown, options: { token?: string; key?: string } = {}) =>
    shop.call('POST', '/api/order', {
      body,
      ...(options.token ? { token: options.token } : {}),
      ...(options.key ? { headers: { 'Idempotency-Key': options.key } } : {}),
    });
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('stock_items').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  const countOrders = async () =>
    Number(
      (
        await shop.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('an order takes its units from stock, closes the cart and gets an order number', async () => {
    const before = await stockOf('T-VALVE');
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 3 }]);
    const answer = await place(orderBody(cartId, [{ sku: 'T-VALVE', qty: 3 }]));
    expect(answer.status).toBe(200);
    const placed = answer.body.result as Placed;
    expect(placed).toMatchObject({ status: 'pending', paymentRedirectUrl: null });
    expect(placed.orderNumber).toMatch(/^\d{9}$/);
    expect(await stockOf('T-VALVE')).toBe(before - 3);
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).status).toBe(404);
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('kind', '=', 'order_confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(placed.orderNumber);
    expect(mail.body_text).toContain('Total TTC');
  });

  it('a replay of the same request returns the first result and places nothing more', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const body = orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }]);
    const first = await place(body, { key: 'replay-key-1' });
    const orders = await countOrders();
    const second = await place(body, { key: 'replay-key-1' });
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    expect(await countOrders()).toBe(orders);
  });

  it('without the Idempotency-Key header, the client order id is the key', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 2 }]);
    const body = orderBody(cartId, [{ sku: 'T-PIPE', qty: 2 }], { orderId: 'offline-order-42' });
    const first = await place(body);
    expect((await place(body)).body.result).toEqual(first.body.result);
  });

  it('the same key with a different request is refused with 422', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    await place(orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }]), { key: 'reused-key' });
    const other = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const answer = await place(orderBody(other, [{ sku: 'T-PIPE', qty: 1 }]), { key: 'reused-key' });
    expect(answer.status).toBe(422);
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId: other } })).status).toBe(200);
  });

  it('an address with invalid data cancels the order with the SPEC message, and nothing is taken', async () => {
    const before = await stockOf('T-VALVE');
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    for (const address of [
      { ...frenchAddress, city: '' },
      { ...frenchAddress, postcode: '1' },
      { ...frenchAddress, country_id: 'US' },
    ]) {
      const answer = await place(orderBody(cartId, [{ sku: 'T-VALVE', qty: 1 }], { address }));
      expect(answer.status).toBe(400);
      expect(answer.body.result).toMatchObject({
        message: 'Address in checkout contains invalid data, order cancelled',
        code: 'ADDRESS_INVALID',
      });
    }
    expect(await stockOf('T-VALVE')).toBe(before);
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).status).toBe(200);
  });

  it('products that are not the server cart’s are refused: the client must sync first', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    const answer = await place(orderBody(cartId, [{ sku: 'T-VALVE', qty: 2 }]));
    expect(answer.status).toBe(409);
    expect(answer.body.result).toMatchObject({ code: 'CART_CHANGED' });
  });

  it('an order for more than the stock holds is refused and takes nothing', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-TANK-S10', qty: 6 }]);
    const answer = await place(orderBody(cartId, [{ sku: 'T-TANK-S10', qty: 6 }]));
    expect(answer.status).toBe(409);
    expect(answer.body.result).toMatchObject({ message: 'Some ordered products not available', skus: ['T-TANK-S10'] });
    expect(await stockOf('T-TANK-S10')).toBe(5);
  });

  it('a bundle takes each of its products from stock', async () => {
    const [tank, valve] = [await stockOf('T-TANK-V10'), await stockOf('T-VALVE')];
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-KIT', qty: 2 }]);
    expect((await place(orderBody(cartId, [{ sku: 'T-KIT', qty: 2 }]))).status).toBe(200);
    expect(await stockOf('T-TANK-V10')).toBe(tank - 2);
    expect(await stockOf('T-VALVE')).toBe(valve - 2);
  });

  it('cash on delivery is refused for a virtual order; a bank transfer answers where to pay', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-GUIDE', qty: 1 }]);
    expect((await place(orderBody(cartId, [{ sku: 'T-GUIDE', qty: 1 }]))).status).toBe(400);
    const answer = await place(
      orderBody(cartId, [{ sku: 'T-GUIDE', qty: 1 }], { payment: 'banktransfer', orderId: 'o-transfer' }),
    );
    const placed = answer.body.result as Placed;
    expect(placed.paymentInstructions).toMatchObject({
      reference: placed.orderNumber,
      iban: expect.stringMatching(/^FR76/),
    });
  });

  it('a newsletter coupon is spent by the order that uses it', async () => {
    await shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: 'once@example.fr' } });
    const { coupon_code: code } = await shop.db
      .selectFrom('newsletter_subscribers')
      .select('coupon_code')
      .where('email', '=', 'once@example.fr')
      .executeTakeFirstOrThrow();
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    await shop.call('POST', '/api/cart/apply-coupon', { query: { cartId, coupon: String(code) } });
    const placed = (await place(orderBody(cartId, [{ sku: 'T-VALVE', qty: 1 }]))).body.result as Placed;
    const order = await shop.db
      .selectFrom('orders')
      .select(['discount_amount', 'grand_total'])
      .where('increment_id', '=', placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ discount_amount: 480, grand_total: 4_800 - 480 + 500 });
    const next = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    expect(
      (await shop.call('POST', '/api/cart/apply-coupon', { query: { cartId: next, coupon: String(code) } })).status,
    ).toBe(400);
  });

  it('a forged payment notification is refused and the order stays unpaid', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    const placed = (await place(orderBody(cartId, [{ sku: 'T-VALVE', qty: 1 }], { payment: 'payplug' }))).body
      .result as Placed;
    const sessionId = String(placed.paymentRedirectUrl?.split('/').at(-1));
    const body = JSON.stringify({
      sessionId,
      orderNumber: placed.orderNumber,
      status: 'paid',
      amount: 5_300,
      currency: 'EUR',
    });
    const forged = await shop.call('POST', '/api/payment/notify/payplug', {
      body,
      headers: { 'x-payment-signature': `t=${Math.floor(shop.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.status).toBe(401);
    const order = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('increment_id', '=', placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('pending_payment');
  });

  it('a declined card payment sends the shopper to /payment-fail, cancels the order and gives the stock back', async () => {
    const before = await stockOf('T-VALVE');
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 2 }]);
    const placed = (await place(orderBody(cartId, [{ sku: 'T-VALVE', qty: 2 }], { payment: 'systempay' }))).body
      .result as Placed;
    expect(await stockOf('T-VALVE')).toBe(before - 2);
    const page = new URL(String(placed.paymentRedirectUrl)).pathname;
    const declined = await shop.call('POST', page, {
      body: 'decision=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(declined.response.headers.get('location')).toBe(
      `http://shop.test/payment-fail/${placed.orderNumber}?key=${placed.accessKey}`,
    );
    const view = await shop.call('GET', `/api/order/${placed.orderNumber}`, { query: { key: placed.accessKey } });
    expect(view.body.result).toMatchObject({ status: 'canceled', payment: { method: 'systempay', status: 'failed' } });
    expect(await stockOf('T-VALVE')).toBe(before);
    const again = await shop.call('POST', page, {
      body: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.response.headers.get('location')).toMatch(/payment-fail/);
  });

  it('an order whose card payment is abandoned for an hour is cancelled and its stock sold again', async () => {
    const before = await stockOf('T-TANK-S10');
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-TANK-S10', qty: 2 }]);
    const placed = (await place(orderBody(cartId, [{ sku: 'T-TANK-S10', qty: 2 }], { payment: 'payplug' }))).body
      .result as Placed;
    expect(await stockOf('T-TANK-S10')).toBe(before - 2);
    shop.clock.advance(61 * 60_000);
    const next = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    await place(orderBody(next, [{ sku: 'T-PIPE', qty: 1 }]));
    const order = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('increment_id', '=', placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('canceled');
    expect(await stockOf('T-TANK-S10')).toBe(before);
  });

  it('the order history lists the customer’s orders newest first, 20 per page by default', async () => {
    const { token } = await registerAndLogIn(shop, 'history@example.fr');
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const cartId = await cartWith(shop, token, [{ sku: 'T-PIPE', qty: 1 }]);
      numbers.push(
        ((await place(orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }]), { token })).body.result as Placed).orderNumber,
      );
      shop.clock.advance(60_000);
    }
    const page = await shop.call('GET', '/api/user/order-history', {
      token,
      query: { pageSize: '2', currentPage: '2' },
    });
    const result = page.body.result as { items: { increment_id: string }[]; total_count: number };
    expect(result.total_count).toBe(3);
    expect(result.items.map((item) => item.increment_id)).toEqual([numbers[0]]);
    const all = (await shop.call('GET', '/api/user/order-history', { token })).body.result as typeof result;
    expect(all.items.map((item) => item.increment_id)).toEqual([...numbers].reverse());
  });
});
