import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

interface Placed {
  orderNumber: string;
  status: string;
  paymentRedirectUrl: string | null;
  accessKey: string;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testBackends)('paying an order again on %s', (backend) => {
  let shop: CommerceTestShop;
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('stock_items').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  const orderRow = (orderNumber: string) =>
    shop.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method'])
      .where('increment_id', '=', orderNumber)
      .executeTakeFirstOrThrow();
  const paymentsOf = async (orderNumber: string) =>
    shop.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.provider', 'payments.status', 'payments.attempt'])
      .where('orders.increment_id', '=', orderNumber)
      .orderBy('payments.attempt')
      .execute();
  const placeByCard = async (
    lines: { sku: string; qty: number }[],
    options: { token?: string; payment?: string; prepare?: (cartId: string) => Promise<void> } = {},
  ) => {
    const cartId = await cartWith(shop, options.token, lines);
    await options.prepare?.(cartId);
    const answer = await shop.call('POST', '/api/order', {
      body: orderBody(cartId, lines, { payment: options.payment ?? 'systempay' }),
      ...(options.token ? { token: options.token } : {}),
    });
    expect(answer.status).toBe(200);
    return answer.body.result as Placed;
  };
  const decide = (redirectUrl: string | null, decision: 'pay' | 'decline' | 'cancel') =>
    shop.call('POST', new URL(String(redirectUrl)).pathname, { body: `decision=${decision}`, headers: form });
  const retry = (
    placed: Placed,
    method: string,
    access: { key?: string; token?: string } = { key: placed.accessKey },
  ) =>
    shop.call('POST', `/api/order/${placed.orderNumber}/payment`, {
      body: { payment_method_code: method },
      ...(access.key ? { query: { key: access.key } } : {}),
      ...(access.token ? { token: access.token } : {}),
    });

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('a refused card payment paid again with another card makes one paid order, its stock taken once', async () => {
    const before = await stockOf('T-VALVE');
    const placed = await placeByCard([{ sku: 'T-VALVE', qty: 2 }]);
    const declined = await decide(placed.paymentRedirectUrl, 'decline');
    expect(declined.response.headers.get('location')).toBe(
      `http://shop.test/payment-fail/${placed.orderNumber}?key=${placed.accessKey}`,
    );
    expect(await stockOf('T-VALVE')).toBe(before);

    const again = await retry(placed, 'payplug');
    expect(again.status).toBe(200);
    const retried = again.body.result as Placed & { paymentMethod: string };
    expect(retried).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'pending_payment',
      paymentMethod: 'payplug',
    });
    expect(retried.paymentRedirectUrl).toMatch(/^http:\/\/api\.test\/api\/payment\/sandbox\/payplug\//);
    expect(await stockOf('T-VALVE')).toBe(before - 2);

    const paid = await decide(retried.paymentRedirectUrl, 'pay');
    expect(paid.response.headers.get('location')).toBe(
      `http://shop.test/checkout?order=${placed.orderNumber}&key=${placed.accessKey}`,
    );
    expect(await orderRow(placed.orderNumber)).toMatchObject({ status: 'processing', payment_method: 'payplug' });
    expect(await paymentsOf(placed.orderNumber)).toEqual([
      { provider: 'systempay', status: 'failed', attempt: 1 },
      { provider: 'payplug', status: 'paid', attempt: 2 },
    ]);
    expect(await stockOf('T-VALVE')).toBe(before - 2);
    const view = await shop.call('GET', `/api/order/${placed.orderNumber}`, { query: { key: placed.accessKey } });
    expect(view.body.result).toMatchObject({ status: 'processing', payment: { method: 'payplug', status: 'paid' } });
  });

  it('a paid order is never paid again: 409, and nothing changes', async () => {
    const placed = await placeByCard([{ sku: 'T-PIPE', qty: 1 }]);
    await decide(placed.paymentRedirectUrl, 'pay');
    const before = await stockOf('T-PIPE');
    const answer = await retry(placed, 'payplug');
    expect(answer.status).toBe(409);
    expect(answer.body.result).toMatchObject({ code: 'ORDER_PAID' });
    expect(await paymentsOf(placed.orderNumber)).toHaveLength(1);
    expect(await stockOf('T-PIPE')).toBe(before);
  });

  it('an order paid offline, or whose payment is still open with another provider, cannot be paid again', async () => {
    const cash = await placeByCard([{ sku: 'T-PIPE', qty: 1 }], { payment: 'cashondelivery' });
    expect((await retry(cash, 'systempay')).body.result).toMatchObject({ code: 'PAYMENT_NOT_RETRYABLE' });
    const open = await placeByCard([{ sku: 'T-PIPE', qty: 1 }]);
    const other = await retry(open, 'payplug');
    expect(other.status).toBe(409);
    expect(other.body.result).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
  });

  it('nobody pays again an order without its key or with another customer’s token (404)', async () => {
    const owner = await registerAndLogIn(shop, 'retry-owner@example.fr');
    const other = await registerAndLogIn(shop, 'retry-other@example.fr');
    const placed = await placeByCard([{ sku: 'T-PIPE', qty: 1 }], { token: owner.token });
    await decide(placed.paymentRedirectUrl, 'decline');
    for (const access of [{}, { key: 'not-the-key' }, { token: other.token }]) {
      const answer = await retry(placed, 'payplug', access);
      expect(answer.status).toBe(404);
      expect(answer.body.result).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    expect((await orderRow(placed.orderNumber)).status).toBe('canceled');
    expect((await retry(placed, 'payplug', { token: owner.token })).status).toBe(200);
  });

  it('sent twice at once, pay again opens one live session and both answers name it', async () => {
    const placed = await placeByCard([{ sku: 'T-VALVE', qty: 1 }]);
    await decide(placed.paymentRedirectUrl, 'cancel');
    const answers = await Promise.all([retry(placed, 'payplug'), retry(placed, 'payplug')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const urls = answers.map((answer) => (answer.body.result as Placed).paymentRedirectUrl);
    expect(urls[0]).toBe(urls[1]);
    const payments = await paymentsOf(placed.orderNumber);
    expect(payments.filter((payment) => payment.status === 'pending')).toHaveLength(1);
    expect(payments).toHaveLength(2);
  });

  it('the cancel button of the provider page is a refusal: back to /payment-fail, the order can be paid again', async () => {
    const placed = await placeByCard([{ sku: 'T-PIPE', qty: 1 }]);
    const cancelled = await decide(placed.paymentRedirectUrl, 'cancel');
    expect(cancelled.response.headers.get('location')).toBe(
      `http://shop.test/payment-fail/${placed.orderNumber}?key=${placed.accessKey}`,
    );
    expect(await orderRow(placed.orderNumber)).toMatchObject({ status: 'canceled' });
  });

  it('paid again by cash on delivery or bank transfer, the order waits as placed offline', async () => {
    const placed = await placeByCard([{ sku: 'T-VALVE', qty: 1 }]);
    await decide(placed.paymentRedirectUrl, 'decline');
    const transfer = await retry(placed, 'banktransfer');
    expect(transfer.body.result).toMatchObject({
      status: 'pending',
      paymentMethod: 'banktransfer',
      paymentRedirectUrl: null,
      paymentInstructions: { reference: placed.orderNumber },
    });
    expect(await orderRow(placed.orderNumber)).toMatchObject({ status: 'pending', payment_method: 'banktransfer' });
    expect((await retry(placed, 'banktransfer')).body.result).toEqual(transfer.body.result);
    expect((await retry(placed, 'cashondelivery')).status).toBe(409);
    expect(await paymentsOf(placed.orderNumber)).toHaveLength(1);
  });

  it('a virtual order cannot be paid again by cash on delivery (400)', async () => {
    const placed = await placeByCard([{ sku: 'T-GUIDE', qty: 1 }]);
    await decide(placed.paymentRedirectUrl, 'decline');
    const answer = await retry(placed, 'cashondelivery');
    expect(answer.status).toBe(400);
    expect(answer.body.result).toMatchObject({ code: 'PAYMENT_METHOD_INVALID' });
    expect((await retry(placed, 'systempay')).status).toBe(200);
  });

  it('stock sold meanwhile: 409 "Some ordered products not available", the order stays cancelled', async () => {
    const placed = await placeByCard([{ sku: 'T-TANK-S10', qty: 3 }]);
    await decide(placed.paymentRedirectUrl, 'decline');
    const other = await cartWith(shop, undefined, [{ sku: 'T-TANK-S10', qty: 4 }]);
    expect(
      (await shop.call('POST', '/api/order', { body: orderBody(other, [{ sku: 'T-TANK-S10', qty: 4 }]) })).status,
    ).toBe(200);
    const answer = await retry(placed, 'payplug');
    expect(answer.status).toBe(409);
    expect(answer.body.result).toMatchObject({ message: 'Some ordered products not available', skus: ['T-TANK-S10'] });
    expect(await orderRow(placed.orderNumber)).toMatchObject({ status: 'canceled', payment_method: 'systempay' });
    expect(await paymentsOf(placed.orderNumber)).toHaveLength(1);
    expect(await stockOf('T-TANK-S10')).toBe(1);
  });

  it('the coupon is spent again when still usable, else 409 "Incorrect coupon code"', async () => {
    const couponOf = async (email: string) => {
      await shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: email } });
      const row = await shop.db
        .selectFrom('newsletter_subscribers')
        .select('coupon_code')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return String(row.coupon_code);
    };
    const withCoupon = (code: string) => async (cartId: string) => {
      await shop.call('POST', '/api/cart/apply-coupon', { query: { cartId, coupon: code } });
    };
    const kept = await couponOf('retry-coupon-1@example.fr');
    const first = await placeByCard([{ sku: 'T-VALVE', qty: 1 }], { prepare: withCoupon(kept) });
    await decide(first.paymentRedirectUrl, 'decline');
    expect((await retry(first, 'payplug')).status).toBe(200);
    const spent = await shop.db
      .selectFrom('coupons')
      .select('used_by_order_id')
      .where('code', '=', kept)
      .executeTakeFirstOrThrow();
    expect(spent.used_by_order_id).toBe((await orderRow(first.orderNumber)).id);

    const lost = await couponOf('retry-coupon-2@example.fr');
    const second = await placeByCard([{ sku: 'T-VALVE', qty: 1 }], { prepare: withCoupon(lost) });
    await decide(second.paymentRedirectUrl, 'decline');
    await placeByCard([{ sku: 'T-VALVE', qty: 1 }], { payment: 'cashondelivery', prepare: withCoupon(lost) });
    const before = await stockOf('T-VALVE');
    const answer = await retry(second, 'payplug');
    expect(answer.status).toBe(409);
    expect(answer.body.result).toMatchObject({ message: 'Incorrect coupon code' });
    expect(await stockOf('T-VALVE')).toBe(before);
    expect((await orderRow(second.orderNumber)).status).toBe('canceled');
  });

  it('a payment abandoned past the timeout can be paid again, and its stock is taken once', async () => {
    const before = await stockOf('T-TANK-V10');
    const placed = await placeByCard([{ sku: 'T-TANK-V10', qty: 2 }], { payment: 'payplug' });
    shop.clock.advance(61 * 60_000);
    const answer = await retry(placed, 'systempay');
    expect(answer.status).toBe(200);
    expect(await paymentsOf(placed.orderNumber)).toEqual([
      { provider: 'payplug', status: 'failed', attempt: 1 },
      { provider: 'systempay', status: 'pending', attempt: 2 },
    ]);
    expect(await stockOf('T-TANK-V10')).toBe(before - 2);
  });
});
