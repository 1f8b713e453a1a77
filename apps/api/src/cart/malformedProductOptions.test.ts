import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

const ea = (extension_attributes: unknown) => ({ extension_attributes });

/** Malformed `product_option`s, each with the sku it is sent for: every one must be refused and nothing stored. */
const MALFORMED: [string, string, unknown][] = [
  [
    'a configurable choice the named variant does not have',
    'T-TANK-V10',
    ea({ configurable_item_options: [{ option_id: 93, option_value: 50 }] }),
  ],
  [
    'an attribute the product has not',
    'T-TANK-V10',
    ea({ configurable_item_options: [{ option_id: 999, option_value: 12345 }] }),
  ],
  [
    'the same attribute twice',
    'T-TANK-V10',
    ea({
      configurable_item_options: [
        { option_id: 93, option_value: 49 },
        { option_id: '93', option_value: 50 },
      ],
    }),
  ],
  [
    'the same attribute twice with the parent',
    'T-TANK',
    ea({
      configurable_item_options: [
        { option_id: 93, option_value: 49 },
        { option_id: 144, option_value: 168 },
        { option_id: 93, option_value: 49 },
      ],
    }),
  ],
  [
    'configurable options on a simple product',
    'T-VALVE',
    ea({ configurable_item_options: [{ option_id: 93, option_value: 49 }] }),
  ],
  [
    'bundle options on a simple product',
    'T-VALVE',
    ea({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2] }] }),
  ],
  [
    'configurable options on a bundle',
    'T-KIT',
    ea({ configurable_item_options: [{ option_id: 93, option_value: 49 }] }),
  ],
  [
    'the same bundle option twice',
    'T-KIT',
    ea({
      bundle_options: [
        { option_id: 1, option_qty: 1, option_selections: [2] },
        { option_id: 1, option_qty: 9, option_selections: [2] },
      ],
    }),
  ],
  [
    'a quantity for a link whose quantity is fixed',
    'T-KIT',
    ea({ bundle_options: [{ option_id: 1, option_qty: 777, option_selections: [2] }] }),
  ],
  [
    'a bundle quantity over 10 000',
    'T-KIT',
    ea({ bundle_options: [{ option_id: 2, option_qty: 10_001, option_selections: [1] }] }),
  ],
  [
    'a bundle option with no selection',
    'T-KIT',
    ea({ bundle_options: [{ option_id: 2, option_qty: 1, option_selections: [] }] }),
  ],
  ['an unknown key in extension_attributes', 'T-VALVE', ea({ custom_options: [], measure: { width: 'x' } })],
  ['an unknown key beside extension_attributes', 'T-VALVE', { extension_attributes: {}, price: 0 }],
  [
    'an unknown key in a custom option',
    'T-VALVE',
    ea({ custom_options: [{ option_id: 1, option_value: 'x', price: 0 }] }),
  ],
  [
    'the same custom option twice',
    'T-TANK-V10',
    ea({
      custom_options: [
        { option_id: 3, option_value: 'a' },
        { option_id: 3, option_value: 'b' },
      ],
    }),
  ],
  ['extension_attributes that are not an object', 'T-VALVE', ea('x')],
  [
    'a list of 51 custom options',
    'T-VALVE',
    ea({ custom_options: Array.from({ length: 51 }, (_, i) => ({ option_id: i + 1, option_value: 'x' })) }),
  ],
  [
    'a custom option text over 1024 characters',
    'T-TANK-V10',
    ea({ custom_options: [{ option_id: 3, option_value: 'x'.repeat(1025) }] }),
  ],
];

describe.each(testBackends)('malformed cartItem.product_option on %s (issue 19)', (backend) => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it.each(MALFORMED)('%s is refused (400) and the cart stays empty', async (_, sku, product_option) => {
    const cartId = (await shop.call('POST', '/api/cart/create')).body.result as string;
    const answer = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku, qty: 1, product_option } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result).toEqual([]);
  });

  it('well-formed options of each kind are still accepted', async () => {
    const cartId = (await shop.call('POST', '/api/cart/create')).body.result as string;
    for (const [sku, product_option] of [
      [
        'T-TANK-V10',
        ea({
          configurable_item_options: [
            { option_id: 93, option_value: 49 },
            { option_id: 144, option_value: 167 },
          ],
        }),
      ],
      [
        'T-KIT',
        ea({
          bundle_options: [
            { option_id: 1, option_qty: 1, option_selections: [2] },
            { option_id: 2, option_qty: 3, option_selections: [1] },
          ],
        }),
      ],
      ['T-VALVE', ea({ custom_options: [], configurable_item_options: [], bundle_options: [] })],
    ] as const) {
      const answer = await shop.call('POST', '/api/cart/update', {
        query: { cartId },
        body: { cartItem: { sku, qty: 1, product_option } },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  });
});
