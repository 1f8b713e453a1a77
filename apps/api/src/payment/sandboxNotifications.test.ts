import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartWith, orderBody } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';
import { createSandboxProvider } from './createSandboxProvider';

interface Placed {
  orderNumber: string;
  paymentRedirectUrl: string | null;
}

/** Issue 19 "Payment notifications", on the embedded sandbox provider (the default of every shop). */
describe.each(testBackends)('sandbox payment notifications on %s', (backend) => {
  let shop: CommerceTestShop;
  const logged: string[] = [];
  const orderStatus = async (orderNumber: string) =>
    (
      await shop.db
        .selectFrom('orders')
        .select('status')
        .where('increment_id', '=', orderNumber)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  const sandbox = () => {
    const settings = shop.settings.cardProviders.find((provider) => provider.code === 'systempay');
    if (settings?.driver !== 'sandbox') throw new Error('the test shop has no systempay sandbox');
    return createSandboxProvider(settings, shop.settings.publicUrl);
  };
  const place = async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const answer = await shop.call('POST', '/api/order', {
      body: orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }], { payment: 'systempay' }),
    });
    const placed = answer.body.result as Placed;
    const sessionId = String(placed.paymentRedirectUrl?.split('/').at(-1));
    const payment = await shop.db
      .selectFrom('payments')
      .select(['amount', 'currency'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return { ...placed, sessionId, amount: payment.amount, currency: payment.currency };
  };
  const notify = (fields: Record<string, unknown>, signature?: string) => {
    const body = JSON.stringify(fields);
    return shop.call('POST', '/api/payment/notify/systempay', {
      body,
      headers: { 'x-payment-signature': signature ?? sandbox().signNotification(body, shop.clock.now()) },
    });
  };
  const paidOf = (placed: Awaited<ReturnType<typeof place>>, changes: Record<string, unknown> = {}) => ({
    sessionId: placed.sessionId,
    orderNumber: placed.orderNumber,
    status: 'paid',
    amount: placed.amount,
    currency: placed.currency,
    ...changes,
  });

  it('a wrong or stale signature is refused (401) and the order stays unpaid', async () => {
    const placed = await place();
    const now = Math.floor(shop.clock.now().getTime() / 1000);
    expect((await notify(paidOf(placed), `t=${now},v1=${'0'.repeat(64)}`)).status).toBe(401);
    expect((await notify(paidOf(placed), 'garbage')).status).toBe(401);
    const body = JSON.stringify(paidOf(placed));
    const stale = sandbox().signNotification(body, new Date(shop.clock.now().getTime() - 3_600_000));
    expect(
      (await shop.call('POST', '/api/payment/notify/systempay', { body, headers: { 'x-payment-signature': stale } }))
        .status,
    ).toBe(401);
    expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
  });

  it('another amount or currency is refused (409), logged, and the order stays unpaid', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    try {
      const placed = await place();
      expect((await notify(paidOf(placed, { amount: placed.amount - 1 }))).status).toBe(409);
      expect((await notify(paidOf(placed, { currency: 'USD' }))).status).toBe(409);
      expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
      expect(logged.filter((line) => line.includes(placed.orderNumber) && line.includes('refused'))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('a notification is applied once: its replay is answered 200 and changes nothing', async () => {
    const placed = await place();
    const first = await notify(paidOf(placed));
    expect([first.status, first.body.result]).toEqual([200, 'paid']);
    const replay = await notify(paidOf(placed));
    expect([replay.status, replay.body.result]).toEqual([200, 'unchanged']);
    const lateFailure = await notify(paidOf(placed, { status: 'failed' }));
    expect([lateFailure.status, lateFailure.body.result]).toEqual([200, 'unchanged']);
    expect(await orderStatus(placed.orderNumber)).toBe('processing');
  });

  it('a late "paid" cannot mark an order paid once it was cancelled, failed or abandoned', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const cancelled = await place();
      await shop.db
        .updateTable('orders')
        .set({ status: 'canceled', state: 'canceled' })
        .where('increment_id', '=', cancelled.orderNumber)
        .execute();
      expect((await notify(paidOf(cancelled))).body.result).toBe('unchanged');
      expect(await orderStatus(cancelled.orderNumber)).toBe('canceled');

      const failed = await place();
      expect((await notify(paidOf(failed, { status: 'failed' }))).body.result).toBe('failed');
      expect((await notify(paidOf(failed))).body.result).toBe('unchanged');
      expect(await orderStatus(failed.orderNumber)).toBe('canceled');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
