import { canonicalProductOption, cartLineChecksum } from '@citerne/cart-sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

interface Totals {
  subtotal: number;
  subtotal_incl_tax: number;
  shipping_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  grand_total: number;
  coupon_code: string | null;
  items: { sku: string; qty: number; price: number; price_incl_tax: number; tax_percent: number }[];
  total_segments: { code: string; title: string; value: number }[];
  payment_methods: { code: string }[];
}

describe.each(testBackends)('cart calls on %s', (backend) => {
  let shop: CommerceTestShop;
  const totalsOf = async (cartId: string, token?: string) =>
    (await shop.call('GET', '/api/cart/totals', { query: { cartId }, token })).body.result as Totals;

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('a guest cart id is unguessable: at least 128 random bits, never the same twice', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add(String((await shop.call('POST', '/api/cart/create')).body.result));
    expect(ids.size).toBe(5);
    for (const id of ids) expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('adding an item already in the cart raises its quantity; item_id sets it; delete removes it', async () => {
    const cartId = await cartWith(shop, undefined, [
      { sku: 'T-VALVE', qty: 1 },
      { sku: 'T-VALVE', qty: 2 },
    ]);
    const pulled = await shop.call('GET', '/api/cart/pull', { query: { cartId } });
    const lines = pulled.body.result as { item_id: number; sku: string; qty: number }[];
    expect(lines).toEqual([expect.objectContaining({ sku: 'T-VALVE', qty: 3 })]);
    const itemId = lines[0]?.item_id;
    const updated = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-VALVE', qty: 5, item_id: itemId } },
    });
    expect(updated.body.result).toMatchObject({ item_id: itemId, qty: 5, price: 40, price_incl_tax: 48 });
    expect(
      (await shop.call('POST', '/api/cart/delete', { query: { cartId }, body: { cartItem: { item_id: itemId } } }))
        .body,
    ).toEqual({ code: 200, result: true });
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result).toEqual([]);
  });

  it('configuring a line into another line of the cart adds both quantities into one line', async () => {
    const cartId = await cartWith(shop, undefined, [
      { sku: 'T-TANK-V20', qty: 2 },
      { sku: 'T-TANK-V10', qty: 3 },
    ]);
    const lines = (await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result as {
      item_id: number;
      sku: string;
    }[];
    const edited = lines.find((line) => line.sku === 'T-TANK-V20');
    await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-TANK-V10', qty: 2, item_id: edited?.item_id } },
    });
    const after = (await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result;
    expect(after).toEqual([expect.objectContaining({ sku: 'T-TANK-V10', qty: 5 })]);
  });

  it('prices are recomputed from the catalogue: a price sent by the client is ignored', async () => {
    const cartId = await cartWith(shop, undefined, [
      { sku: 'T-VALVE', qty: 1, price: 0.01, price_incl_tax: 0.01 } as never,
    ]);
    const totals = await totalsOf(cartId);
    expect(totals.items[0]).toMatchObject({ price: 40, price_incl_tax: 48 });
    expect(totals.grand_total).toBe(48 + 5);
  });

  it('a configurable tank is added by its variant sku or by its parent and attribute choices', async () => {
    const byChild = await cartWith(shop, undefined, [{ sku: 'T-TANK-V20', qty: 1 }]);
    const byChoice = await cartWith(shop, undefined, [
      {
        sku: 'T-TANK',
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: 93, option_value: 49 },
              { option_id: 144, option_value: 168 },
            ],
          },
        },
      },
    ]);
    for (const cartId of [byChild, byChoice]) {
      const [line] = (await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result as {
        sku: string;
        parentSku: string;
        price: number;
      }[];
      // The variant's special price (1400 < 1500) applies.
      expect(line).toMatchObject({ sku: 'T-TANK-V20', parentSku: 'T-TANK', price: 1400, product_type: 'configurable' });
    }
  });

  it('a line comes back with the options as the client chose them, so cart-sync checksums agree', async () => {
    const lines = [
      { sku: 'T-TANK-V10', qty: 1 },
      {
        sku: 'T-TANK-V10',
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: 144, option_value: 167 },
              { option_id: '93', option_value: '49' },
            ],
            custom_options: [
              { option_id: 3, option_value: ' Ferme ' },
              { option_id: '2', option_value: '22, 21' },
              { option_id: 1, option_value: '' },
            ],
          },
        },
      },
      {
        sku: 'T-KIT',
        qty: 1,
        product_option: {
          extension_attributes: {
            bundle_options: [
              { option_id: 2, option_qty: 2, option_selections: [1, 1] },
              { option_id: 1, option_qty: 1, option_selections: [2] },
            ],
          },
        },
      },
    ];
    const cartId = await cartWith(shop, undefined, lines);
    const pulled = (await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result as {
      sku: string;
      product_option?: unknown;
    }[];
    expect(pulled.map((item) => cartLineChecksum(item))).toEqual(lines.map((line) => cartLineChecksum(line)));
    expect(pulled.map((item) => canonicalProductOption(item.product_option))).toEqual(
      lines.map((line) => canonicalProductOption(line.product_option)),
    );
  });

  it('an attribute combination no variant has, or a disabled variant, is refused', async () => {
    const cartId = await cartWith(shop, undefined, []);
    const none = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: {
        cartItem: {
          sku: 'T-TANK',
          qty: 1,
          product_option: {
            extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 77 }] },
          },
        },
      },
    });
    expect(none.status).toBe(400);
    expect(none.body.result).toMatchObject({
      message: 'No such configuration for the product. Please do choose another combination of attributes.',
    });
    const disabled = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-TANK-S20', qty: 1 } },
    });
    expect(disabled.status).toBe(409);
  });

  it('custom options add their fixed and percent prices, and a value the option lacks is refused', async () => {
    const cartId = await cartWith(shop, undefined, [
      {
        sku: 'T-TANK-V10',
        qty: 2,
        product_option: {
          extension_attributes: {
            custom_options: [
              { option_id: 2, option_value: '22,21' },
              { option_id: 3, option_value: 'Ferme du Bois' },
            ],
          },
        },
      },
    ]);
    const totals = await totalsOf(cartId);
    // 1000 + 10 % of 1000 + 20 + engraving 15 = 1135 € HT per unit.
    expect(totals.items[0]).toMatchObject({ price: 1135, qty: 2 });
    expect(totals.subtotal).toBe(2270);
    const bad = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: {
        cartItem: {
          sku: 'T-TANK-V10',
          qty: 1,
          product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: '99' }] } },
        },
      },
    });
    expect(bad.status).toBe(400);
  });

  it('the same variant with other custom options is another line', async () => {
    const cartId = await cartWith(shop, undefined, [
      { sku: 'T-TANK-V10', qty: 1 },
      {
        sku: 'T-TANK-V10',
        qty: 1,
        product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: '12' }] } },
      },
    ]);
    expect((await totalsOf(cartId)).items.map((item) => item.price)).toEqual([1000, 1050]);
  });

  it('a required custom option must be filled (seeded made-to-measure tank)', async () => {
    const cartId = await cartWith(shop, undefined, []);
    const answer = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'CS-SUR-MESURE', qty: 1 } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.result)).toMatch(/required/);
  });

  it('a bundle is priced from its selections and their quantities', async () => {
    const defaults = await cartWith(shop, undefined, [{ sku: 'T-KIT', qty: 1 }]);
    expect((await totalsOf(defaults)).items[0]).toMatchObject({ price: 1040 });
    const chosen = await cartWith(shop, undefined, [
      {
        sku: 'T-KIT',
        qty: 1,
        product_option: {
          extension_attributes: {
            bundle_options: [
              { option_id: 1, option_qty: 1, option_selections: [2] },
              { option_id: 2, option_qty: 3, option_selections: [1] },
            ],
          },
        },
      },
    ]);
    expect((await totalsOf(chosen)).items[0]).toMatchObject({ price: 1120 });
  });

  it('grouped, disabled and unknown products cannot be added', async () => {
    const cartId = await cartWith(shop, undefined, []);
    const add = (sku: string) =>
      shop.call('POST', '/api/cart/update', { query: { cartId }, body: { cartItem: { sku, qty: 1 } } });
    expect((await add('T-GROUP')).status).toBe(400);
    expect((await add('T-OFF')).status).toBe(409);
    expect((await add('NO-SUCH-SKU')).status).toBe(404);
  });

  it('more than the product’s maximum sale quantity is refused', async () => {
    const cartId = await cartWith(shop, undefined, []);
    const answer = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-TANK-V10', qty: 51 } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toMatchObject({ message: 'Only 50 of this type available' });
  });

  it('a virtual cart ships nothing and is not offered cash on delivery', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-GUIDE', qty: 1 }]);
    const methods = (await shop.call('GET', '/api/cart/payment-methods', { query: { cartId } })).body.result as {
      code: string;
    }[];
    expect(methods.map((m) => m.code)).not.toContain('cashondelivery');
    expect(methods.map((m) => m.code)).toContain('banktransfer');
    expect(
      (
        await shop.call('POST', '/api/cart/shipping-methods', {
          query: { cartId },
          body: { address: { country_id: 'FR' } },
        })
      ).body.result,
    ).toEqual([]);
    const totals = await totalsOf(cartId);
    expect(totals.grand_total).toBe(12);
    expect(totals.total_segments.map((s) => s.code)).not.toContain('shipping');
    const mixed = await cartWith(shop, undefined, [
      { sku: 'T-GUIDE', qty: 1 },
      { sku: 'T-PIPE', qty: 1 },
    ]);
    const mixedMethods = (await shop.call('GET', '/api/cart/payment-methods', { query: { cartId: mixed } })).body
      .result as { code: string; default: boolean }[];
    expect(mixedMethods[0]).toMatchObject({ code: 'cashondelivery', default: true, cost: 0 });
  });

  it('shipping methods need only a country: DPD flat rate where the shop delivers, nothing elsewhere', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const fr = await shop.call('POST', '/api/cart/shipping-methods', {
      query: { cartId },
      body: { address: { country_id: 'fr' } },
    });
    expect(fr.body.result).toEqual([
      expect.objectContaining({
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        method_title: 'DPD Courier',
        amount: 4,
        price_incl_tax: 5,
        available: true,
      }),
    ]);
    const us = await shop.call('POST', '/api/cart/shipping-methods', {
      query: { cartId },
      body: { address: { country_id: 'US' } },
    });
    expect(us.body.result).toEqual([]);
  });

  it('shipping information stores the address and answers payment methods and totals taxed for its country', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    const answer = await shop.call('POST', '/api/cart/shipping-information', {
      query: { cartId },
      body: {
        addressInformation: {
          shippingAddress: { country_id: 'DE', postcode: '10115', city: 'Berlin' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    });
    const result = answer.body.result as { payment_methods: { code: string }[]; totals: Totals };
    expect(result.payment_methods.map((m) => m.code)).toContain('cashondelivery');
    expect(result.totals).toMatchObject({
      subtotal: 40,
      subtotal_incl_tax: 47.6,
      shipping_incl_tax: 5,
      grand_total: 52.6,
    });
    expect((await totalsOf(cartId)).items[0]?.tax_percent).toBe(19);
    const wrong = await shop.call('POST', '/api/cart/shipping-information', {
      query: { cartId },
      body: {
        addressInformation: {
          shippingAddress: { country_id: 'FR' },
          shipping_carrier_code: 'ups',
          shipping_method_code: 'express',
        },
      },
    });
    expect(wrong.status).toBe(400);
  });

  it('collect totals stores the payment method the cart is offered, and refuses another', async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-GUIDE', qty: 1 }]);
    const ok = await shop.call('POST', '/api/cart/collect-totals', {
      query: { cartId },
      body: { methods: { paymentMethod: { method: 'banktransfer' } } },
    });
    expect(ok.status).toBe(200);
    const cod = await shop.call('POST', '/api/cart/collect-totals', {
      query: { cartId },
      body: { methods: { paymentMethod: { method: 'cashondelivery' } } },
    });
    expect(cod.status).toBe(400);
    const stored = await shop.db
      .selectFrom('carts')
      .select('payment_method')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(stored.payment_method).toBe('banktransfer');
  });

  it('the newsletter coupon takes 10 % off and an unknown coupon is refused', async () => {
    await shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: 'coupon@example.fr' } });
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', 'coupon@example.fr')
      .executeTakeFirstOrThrow();
    const code = /BIENVENUE-[A-Z0-9]+/.exec(mail.body_text)?.[0] ?? '';
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 5 }]);
    expect((await shop.call('POST', '/api/cart/apply-coupon', { query: { cartId, coupon: 'NOPE-123' } })).status).toBe(
      400,
    );
    expect(
      (await shop.call('POST', '/api/cart/apply-coupon', { query: { cartId, coupon: code.toLowerCase() } })).body,
    ).toEqual({ code: 200, result: true });
    const totals = await totalsOf(cartId);
    expect(totals).toMatchObject({ subtotal_incl_tax: 240, discount_amount: -24, coupon_code: code, grand_total: 216 });
    expect(totals.total_segments.find((s) => s.code === 'discount')).toMatchObject({ title: 'Discount', value: -24 });
    await shop.call('POST', '/api/cart/delete-coupon', { query: { cartId } });
    expect((await totalsOf(cartId)).grand_total).toBe(240);
  });

  it('guest lines merge into the customer cart on login, none lost and none doubled', async () => {
    const { token } = await registerAndLogIn(shop, 'merge@example.fr');
    const customerCart = await cartWith(shop, token, [{ sku: 'T-VALVE', qty: 1 }]);
    const guestCart = await cartWith(shop, undefined, [
      { sku: 'T-VALVE', qty: 2 },
      { sku: 'T-PIPE', qty: 1 },
    ]);
    const login = await shop.call('POST', '/api/user/login', {
      query: { cartId: guestCart },
      body: { username: 'merge@example.fr', password: 'citerne-2025' },
    });
    expect(login.body.meta).toMatchObject({ cartId: customerCart });
    const lines = (await shop.call('GET', '/api/cart/pull', { query: { cartId: customerCart }, token })).body
      .result as { sku: string; qty: number }[];
    expect(lines.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: 'T-VALVE', qty: 2 },
      { sku: 'T-PIPE', qty: 1 },
    ]);
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId: guestCart } })).status).toBe(404);
  });
});
