import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

describe.each(testBackends)('orders under load on %s', (backend) => {
  let shop: CommerceTestShop;
  const ordersOf = async (sku: string) =>
    Number(
      (
        await shop.db
          .selectFrom('order_items')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('sku', '=', sku)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('50 parallel buyers of a product with 10 units in stock make exactly 10 orders and leave 0', async () => {
    const carts: string[] = [];
    for (let i = 0; i < 50; i += 1) carts.push(await cartWith(shop, undefined, [{ sku: 'T-LAST10', qty: 1 }]));
    const answers = await Promise.all(
      carts.map((cartId, i) =>
        shop.call('POST', '/api/order', {
          body: orderBody(cartId, [{ sku: 'T-LAST10', qty: 1 }], { orderId: `buyer-${i}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await ordersOf('T-LAST10')).toBe(10);
    const stock = await shop.db
      .selectFrom('stock_items')
      .selectAll()
      .where('sku', '=', 'T-LAST10')
      .executeTakeFirstOrThrow();
    expect(stock).toMatchObject({ qty: 0, is_in_stock: false });
    const numbers = answers.flatMap((answer) =>
      answer.status === 200 ? [(answer.body.result as { orderNumber: string }).orderNumber] : [],
    );
    expect(new Set(numbers).size).toBe(10);
  });

  it('20 parallel replays of one order request create exactly one order, and all get its result', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const body = orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }], { orderId: 'replayed-order' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.call('POST', '/api/order', { body, headers: { 'Idempotency-Key': 'one-order' } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.result))).size).toBe(1);
    const orders = await shop.db.selectFrom('orders').select('id').where('idempotency_key', '=', 'one-order').execute();
    expect(orders).toHaveLength(1);
    expect(await ordersOf('T-PIPE')).toBe(1);
  });
});
