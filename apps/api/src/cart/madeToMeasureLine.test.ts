import { type Product, ProductSchema } from '@citerne/core-api/contract';
import { priceBaseOf, productLivePrice } from '@citerne/pricing';
import { cartCustomOptions, evaluateMeasure, pricedCustomOptions } from '@citerne/product';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';

// The seeded made-to-measure tank (issue 17): 10 m × 5 m, drinking water, black, a valve and the express delivery.
const answers = { '1': '10', '2': '5', '3': '2', '4': '6', '5': ['8'], '7': '14' };

describe('a made-to-measure line (issue 17)', () => {
  let shop: CommerceTestShop;
  let tank: Product;
  beforeAll(async () => {
    shop = await startCommerceTest('pglite');
    const row = await shop.db
      .selectFrom('products')
      .select('doc')
      .where('sku', '=', 'CS-SUR-MESURE')
      .executeTakeFirst();
    tank = v.parse(ProductSchema, row?.doc);
  });
  afterAll(() => shop.close());

  const line = (chosen: Record<string, string | string[]>) => ({
    sku: 'CS-SUR-MESURE',
    qty: 1,
    product_option: {
      extension_attributes: { custom_options: cartCustomOptions(tank.custom_options ?? [], chosen) },
    },
  });

  it('is priced as the configurator shows it: measured price, options, VAT', async () => {
    const options = tank.custom_options ?? [];
    const measured = evaluateMeasure(
      tank.measure ?? (undefined as never),
      options,
      cartCustomOptions(options, answers),
    );
    expect(measured).toMatchObject({ accepted: true, quantity: 60 });
    const shown = productLivePrice(
      priceBaseOf(tank),
      pricedCustomOptions(options, answers),
      20,
      measured.accepted ? measured.priced : null,
    );
    const cartId = await cartWith(shop, undefined, [line(answers)]);
    const totals = (await shop.call('GET', '/api/cart/totals', { query: { cartId } })).body.result as {
      items: { sku: string; price_incl_tax: number }[];
    };
    // (575 + 26 × 60 m³ = 2135) + 35 % + 10 % of it + 89 = 3184.75 excl. tax, 3821.70 incl. 20 % VAT.
    expect(shown.amount).toBe(3821.7);
    expect(totals.items).toEqual([expect.objectContaining({ sku: 'CS-SUR-MESURE', price_incl_tax: shown.amount })]);
  });

  it('a dimension out of its limits is refused with its limit, and the cart is left as it was', async () => {
    const cartId = await cartWith(shop, undefined, []);
    const answer = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: line({ ...answers, '1': '31' }) },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.result)).toContain('Longueur disponible (m) must be at most 30 m.');
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result).toEqual([]);
  });

  it('an impossible combination is refused with the SPEC §8 text', async () => {
    const cartId = await cartWith(shop, undefined, []);
    const answer = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: line({ ...answers, '1': '20', '2': '10' }) }, // drinking water, 240 m³
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.result)).toContain('No such configuration for the product.');
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result).toEqual([]);
  });

  it('a French decimal comma is read as the configurator reads it', async () => {
    const cartId = await cartWith(shop, undefined, [line({ ...answers, '1': '10,5' })]);
    const totals = (await shop.call('GET', '/api/cart/totals', { query: { cartId } })).body.result as {
      items: { price: number }[];
    };
    // 10.5 × 5 × 1.2 = 63 m³: (575 + 1638) × 1.45 + 89 = 3297.85 excl. tax.
    expect(totals.items[0]?.price).toBe(3297.85);
  });
});
