import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceSettings } from '../../commerce/createCommerceSettings';
import { cartWith, orderBody } from '../../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../../commerce/testing/startCommerceTest';
import { testBackends } from '../../testing/testDatabases';
import { startPayPlugStandIn } from '../testing/startPayPlugStandIn';

const secretKey = 'sk_test_StandInSecret0123456789';

interface Placed {
  orderNumber: string;
  accessKey: string;
  status: string;
  paymentRedirectUrl: string | null;
}

describe.each(testBackends)('PayPlug payments on %s', (backend) => {
  let shop: CommerceTestShop;
  let payplug: Awaited<ReturnType<typeof startPayPlugStandIn>>;
  const bodies: string[] = [];
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('stock_items').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  const orderStatus = async (orderNumber: string) =>
    (
      await shop.db
        .selectFrom('orders')
        .select('status')
        .where('increment_id', '=', orderNumber)
        .executeTakeFirstOrThrow()
    ).status;
  const place = async (lines: { sku: string; qty: number }[]) => {
    const cartId = await cartWith(shop, undefined, lines);
    const answer = await shop.call('POST', '/api/order', { body: orderBody(cartId, lines, { payment: 'payplug' }) });
    bodies.push(JSON.stringify(answer.body));
    return { cartId, answer, placed: answer.body.result as Placed };
  };
  const notify = async (body: unknown) => {
    const answer = await shop.call('POST', '/api/payment/notify/payplug', { body });
    bodies.push(JSON.stringify(answer.body));
    return answer;
  };
  const paymentOf = (placed: Placed) => {
    const id = String(placed.paymentRedirectUrl?.split('/').at(-1));
    const payment = payplug.payments.get(id);
    if (!payment) throw new Error(`no stand-in payment ${id}`);
    return payment;
  };

  beforeAll(async () => {
    payplug = await startPayPlugStandIn(secretKey);
    const [systempay] = createCommerceSettings({ secret: 's'.repeat(40) }).cardProviders;
    shop = await startCommerceTest(backend, {
      cardProviders: [
        systempay ?? { driver: 'sandbox', code: 'systempay', title: 'Carte', secret: 's'.repeat(40) },
        {
          driver: 'payplug',
          code: 'payplug',
          title: 'Carte bancaire (PayPlug)',
          secretKey,
          apiUrl: payplug.url,
          timeoutMs: 5_000,
        },
      ],
    });
  });
  afterAll(async () => {
    await shop.close();
    await payplug.close();
  });

  it('an order by PayPlug opens a payment at PayPlug and sends the shopper to its hosted page', async () => {
    const { placed } = await place([{ sku: 'T-VALVE', qty: 2 }]);
    expect(placed.status).toBe('pending_payment');
    expect(placed.paymentRedirectUrl).toMatch(new RegExp(`^${payplug.url}/pay/pay_standin\\d+$`));
    const created = payplug.requests.at(-1);
    expect(created).toMatchObject({ method: 'POST', path: '/v1/payments' });
    expect(created?.headers).toMatchObject({ authorization: `Bearer ${secretKey}`, 'payplug-version': '2019-08-06' });
    const order = await shop.db
      .selectFrom('orders')
      .select('grand_total')
      .where('increment_id', '=', placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(created?.body).toMatchObject({
      amount: order.grand_total,
      currency: 'EUR',
      billing: {
        first_name: 'Léa',
        last_name: 'Martin',
        email: 'lea@example.fr',
        address1: '12 rue des Lilas',
        postcode: '69001',
        city: 'Lyon',
        country: 'FR',
        language: 'fr',
      },
      shipping: { delivery_type: 'BILLING', city: 'Lyon' },
      hosted_payment: {
        return_url: `http://shop.test/checkout?order=${placed.orderNumber}&key=${placed.accessKey}`,
        cancel_url: `http://shop.test/payment-fail/${placed.orderNumber}?key=${placed.accessKey}`,
      },
      notification_url: 'http://api.test/api/payment/notify/payplug',
      metadata: { order_number: placed.orderNumber, session_id: expect.stringMatching(/^[\w-]{32}$/) },
    });
  });

  it('a notification is trusted only through PayPlug’s own answer: a forged "paid" changes nothing, the real one pays, a replay changes nothing', async () => {
    const { placed } = await place([{ sku: 'T-PIPE', qty: 1 }]);
    const payment = paymentOf(placed);
    const forged = await notify({ ...payment, is_paid: true });
    expect(forged.status).toBe(200);
    expect(forged.body.result).toBe('unchanged');
    expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
    expect(payplug.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${payment.id}` });

    payment.is_paid = true;
    expect((await notify({ id: payment.id, object: 'payment' })).body.result).toBe('paid');
    expect(await orderStatus(placed.orderNumber)).toBe('processing');
    const replay = await notify({ id: payment.id, object: 'payment', is_paid: true });
    expect(replay.body.result).toBe('unchanged');
    expect(await orderStatus(placed.orderNumber)).toBe('processing');
  });

  it('a late "paid" cannot mark an order cancelled meanwhile paid (issue 19)', async () => {
    const { placed } = await place([{ sku: 'T-PIPE', qty: 1 }]);
    const payment = paymentOf(placed);
    await shop.db
      .updateTable('orders')
      .set({ status: 'canceled', state: 'canceled' })
      .where('increment_id', '=', placed.orderNumber)
      .execute();
    payment.is_paid = true;
    const late = await notify({ id: payment.id, object: 'payment' });
    expect([late.status, late.body.result]).toEqual([200, 'unchanged']);
    expect(await orderStatus(placed.orderNumber)).toBe('canceled');
  });

  it('a payment PayPlug reports failed cancels the order and gives its stock back', async () => {
    const before = await stockOf('T-VALVE');
    const { placed } = await place([{ sku: 'T-VALVE', qty: 3 }]);
    expect(await stockOf('T-VALVE')).toBe(before - 3);
    const payment = paymentOf(placed);
    payment.failure = { code: 'card_declined', message: 'The card was declined.' };
    expect((await notify({ id: payment.id, object: 'payment' })).body.result).toBe('failed');
    expect(await orderStatus(placed.orderNumber)).toBe('canceled');
    expect(await stockOf('T-VALVE')).toBe(before);
  });

  it('a payment PayPlug does not know, or a malformed body, is refused (401); a refund notification changes nothing', async () => {
    expect((await notify({ id: 'pay_unknown123', object: 'payment', is_paid: true })).status).toBe(401);
    expect((await notify('not json')).status).toBe(401);
    expect((await notify({ id: '../v1/payments', object: 'payment' })).status).toBe(401);
    const refund = await notify({ id: 're_123', object: 'refund', payment_id: 'pay_standin1' });
    expect(refund.status).toBe(200);
    expect(refund.body.result).toBe('unchanged');
  });

  it('a paid amount other than the order’s is refused (409) and the order stays unpaid', async () => {
    const { placed } = await place([{ sku: 'T-PIPE', qty: 2 }]);
    const payment = paymentOf(placed);
    payment.amount = 1;
    payment.is_paid = true;
    const answer = await notify({ id: payment.id, object: 'payment' });
    expect(answer.status).toBe(409);
    expect(answer.body.result).toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
  });

  it('when PayPlug refuses to open the payment, no order is placed: stock and cart stay as they were (502)', async () => {
    const before = await stockOf('T-TANK-V10');
    payplug.failNextCreation(500);
    const { cartId, answer } = await place([{ sku: 'T-TANK-V10', qty: 1 }]);
    expect(answer.status).toBe(502);
    expect(answer.body.result).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(await stockOf('T-TANK-V10')).toBe(before);
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).status).toBe(200);
    const again = await shop.call('POST', '/api/order', {
      body: orderBody(cartId, [{ sku: 'T-TANK-V10', qty: 1 }], { payment: 'payplug' }),
    });
    expect(again.status).toBe(200);
    expect(await stockOf('T-TANK-V10')).toBe(before - 1);
  });

  it('no answer of the API ever holds the PayPlug secret key', () => {
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(body).not.toContain(secretKey);
  });
});
