import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

interface Placed {
  orderNumber: string;
  accessKey: string;
}

const tankWithOptions = {
  sku: 'T-TANK',
  qty: 1,
  product_option: {
    extension_attributes: {
      configurable_item_options: [
        { option_id: '93', option_value: '49' },
        { option_id: '144', option_value: '167' },
      ],
      custom_options: [{ option_id: 1, option_value: '12' }],
    },
  },
};

describe.each(testBackends)('ordering again on %s', (backend) => {
  let shop: CommerceTestShop;
  const place = async (lines: { sku: string; qty: number; product_option?: unknown }[], token?: string) => {
    const cartId = await cartWith(shop, token, lines);
    const pulled = (await shop.call('GET', '/api/cart/pull', { query: { cartId }, token })).body.result as {
      sku: string;
      qty: number;
    }[];
    const answer = await shop.call('POST', '/api/order', {
      body: orderBody(
        cartId,
        pulled.map((line) => ({ sku: line.sku, qty: line.qty })),
      ),
      ...(token ? { token } : {}),
    });
    expect(answer.status).toBe(200);
    return answer.body.result as Placed;
  };
  const reorder = (placed: Placed, access: { key?: string; token?: string } = { key: placed.accessKey }) =>
    shop.call('POST', `/api/order/${placed.orderNumber}/reorder`, {
      ...(access.key ? { query: { key: access.key } } : {}),
      ...(access.token ? { token: access.token } : {}),
    });
  const linesOf = async (cartId: string, token?: string) =>
    (
      (await shop.call('GET', '/api/cart/pull', { query: { cartId }, token })).body.result as {
        sku: string;
        qty: number;
        product_option?: unknown;
      }[]
    ).map(({ sku, qty, product_option }) => ({ sku, qty, product_option }));

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('order again builds a new guest cart holding the same lines, options included, at today’s prices', async () => {
    const placed = await place([tankWithOptions, { sku: 'T-VALVE', qty: 3 }]);
    const ordered = await shop.call('GET', `/api/order/${placed.orderNumber}`, { query: { key: placed.accessKey } });
    await sql`update products set doc = jsonb_set(doc, '{price}', '45') where sku = 'T-VALVE'`.execute(shop.db);
    const answer = await reorder(placed);
    expect(answer.status).toBe(200);
    const { cartId, skipped } = answer.body.result as { cartId: string; skipped: string[] };
    expect(skipped).toEqual([]);
    const items = (ordered.body.result as { items: { sku: string; qty_ordered: number; product_option?: unknown }[] })
      .items;
    expect(await linesOf(cartId)).toEqual(
      items.map((item) => ({ sku: item.sku, qty: item.qty_ordered, product_option: item.product_option })),
    );
    const totals = (await shop.call('GET', '/api/cart/totals', { query: { cartId } })).body.result as {
      items: { sku: string; price: number; price_incl_tax: number }[];
    };
    // 45 € HT today (40 € when ordered), 20 % VAT.
    expect(totals.items.find((item) => item.sku === 'T-VALVE')).toMatchObject({ price: 45, price_incl_tax: 54 });
    await sql`update products set doc = jsonb_set(doc, '{price}', '40') where sku = 'T-VALVE'`.execute(shop.db);
  });

  it('products that can no longer be sold are left out and listed', async () => {
    const placed = await place([
      { sku: 'T-PIPE', qty: 1 },
      { sku: 'T-TANK-S10', qty: 2 },
      { sku: 'T-VALVE', qty: 1 },
    ]);
    await sql`update products set status = 2, doc = jsonb_set(doc, '{status}', '2') where sku = 'T-PIPE'`.execute(
      shop.db,
    );
    await sql`update stock_items set qty = 0, is_in_stock = false where sku = 'T-TANK-S10'`.execute(shop.db);
    const { cartId, skipped } = (await reorder(placed)).body.result as { cartId: string; skipped: string[] };
    expect(skipped.sort()).toEqual(['T-PIPE', 'T-TANK-S10']);
    expect((await linesOf(cartId)).map((line) => line.sku)).toEqual(['T-VALVE']);
  });

  it('with a customer token the lines go into the customer’s own cart', async () => {
    const { token } = await registerAndLogIn(shop, 'reorder@example.fr');
    const placed = await place([{ sku: 'T-VALVE', qty: 2 }], token);
    const current = await cartWith(shop, token, [{ sku: 'T-GUIDE', qty: 1 }]);
    const { cartId } = (await reorder(placed, { token })).body.result as { cartId: string };
    expect(cartId).toBe(current);
    expect((await linesOf(cartId, token)).map((line) => [line.sku, line.qty])).toEqual([
      ['T-GUIDE', 1],
      ['T-VALVE', 2],
    ]);
  });

  it('nobody orders again without the key or with another customer’s token (404)', async () => {
    const owner = await registerAndLogIn(shop, 'reorder-owner@example.fr');
    const other = await registerAndLogIn(shop, 'reorder-other@example.fr');
    const placed = await place([{ sku: 'T-VALVE', qty: 1 }], owner.token);
    for (const access of [{}, { key: 'wrong' }, { token: other.token }]) {
      expect((await reorder(placed, access)).status).toBe(404);
    }
    expect((await reorder({ ...placed, orderNumber: '999999999' })).status).toBe(404);
  });
});
