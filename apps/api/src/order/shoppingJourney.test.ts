import {
  cartCreateCall,
  cartPaymentMethodsCall,
  cartShippingInformationCall,
  cartShippingMethodsCall,
  cartTotalsCall,
  cartUpdateCall,
  envelopeSchema,
  orderHistoryCall,
  placeOrderCall,
  userCreateCall,
  userLoginCall,
} from '@citerne/core-api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestShop, startCommerceTest, type TestAnswer } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

function conforms(answer: TestAnswer, call: { result: v.GenericSchema; meta?: v.GenericSchema }) {
  const parsed = v.safeParse(envelopeSchema(call.result, call.meta), answer.body);
  if (!parsed.success)
    throw new Error(
      `Answer does not match the contract: ${JSON.stringify(parsed.issues[0]?.path?.map((p) => p.key))} ${parsed.issues[0]?.message}`,
    );
  return answer.body;
}

const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas', ''],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
  telephone: '+33 4 78 00 00 00',
};

const tankWithOptions = {
  sku: 'T-TANK',
  qty: 1,
  product_option: {
    extension_attributes: {
      configurable_item_options: [
        { option_id: '93', option_value: '49' },
        { option_id: '144', option_value: '167' },
      ],
      custom_options: [
        { option_id: 1, option_value: '12' },
        { option_id: 2, option_value: '21' },
      ],
    },
  },
};

async function buyThroughSandbox(shop: CommerceTestShop, token: string | undefined) {
  const created = conforms(await shop.call('POST', '/api/cart/create', { token }), cartCreateCall);
  const cartId = String(created.result);
  const query = { cartId };

  const line = conforms(
    await shop.call('POST', '/api/cart/update', {
      query,
      token,
      body: { cartItem: { ...tankWithOptions, quoteId: cartId } },
    }),
    cartUpdateCall,
  );
  expect(line.result).toMatchObject({ sku: 'T-TANK-V10', qty: 1, product_type: 'configurable' });

  const totals = conforms(await shop.call('GET', '/api/cart/totals', { query, token }), cartTotalsCall);
  // 1000 € + vanne 50 € + anti-UV 10 % of 1000 € = 1150 € HT, TVA 20 % → 1380 € TTC; free shipping (≥ 200 € TTC in France).
  expect(totals.result).toMatchObject({
    subtotal: 1150,
    subtotal_incl_tax: 1380,
    shipping_incl_tax: 0,
    grand_total: 1380,
  });
  const segments = (totals.result as { total_segments: { title: string }[] }).total_segments.map((s) => s.title);
  expect(segments).toEqual(['Sous total HT', 'Frais de port TTC', 'Taxe', 'Total TTC']);

  const shipping = conforms(
    await shop.call('POST', '/api/cart/shipping-methods', { query, token, body: { address: { country_id: 'FR' } } }),
    cartShippingMethodsCall,
  );
  const [dpd] = shipping.result as { carrier_code: string; method_code: string }[];
  expect(dpd).toMatchObject({ carrier_code: 'flatrate', method_title: 'DPD Courier' });

  const payments = conforms(
    await shop.call('GET', '/api/cart/payment-methods', { query, token }),
    cartPaymentMethodsCall,
  );
  expect((payments.result as { code: string }[]).map((m) => m.code)).toContain('systempay');

  conforms(
    await shop.call('POST', '/api/cart/shipping-information', {
      query,
      token,
      body: {
        addressInformation: {
          shippingAddress: address,
          billingAddress: { ...address, email: 'lea@example.fr' },
          shipping_carrier_code: dpd?.carrier_code,
          shipping_method_code: dpd?.method_code,
        },
      },
    }),
    cartShippingInformationCall,
  );

  const placed = conforms(
    await shop.call('POST', '/api/order', {
      token,
      headers: { 'Idempotency-Key': `journey-${cartId}` },
      body: {
        order_id: `o-${cartId.slice(0, 10)}`,
        cart_id: cartId,
        products: [{ sku: 'T-TANK-V10', qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: { ...address, email: 'lea@example.fr' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
          payment_method_code: 'systempay',
        },
      },
    }),
    placeOrderCall,
  );
  const order = placed.result as { orderNumber: string; paymentRedirectUrl: string; status: string; accessKey: string };
  expect(order.status).toBe('pending_payment');

  const redirect = new URL(order.paymentRedirectUrl);
  const page = await shop.call('GET', redirect.pathname);
  expect(page.status).toBe(200);
  expect(String(page.body.result)).toContain(order.orderNumber);
  const paid = await shop.call('POST', redirect.pathname, {
    body: 'decision=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  expect(paid.response.headers.get('location')).toBe(
    `http://shop.test/checkout?order=${order.orderNumber}&key=${order.accessKey}`,
  );
  return order;
}

describe.each(testBackends)('shopping journey on %s', (backend) => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('a guest buys a configurable tank with options and pays through the sandbox provider', async () => {
    const order = await buyThroughSandbox(shop, undefined);
    const view = await shop.call('GET', `/api/order/${order.orderNumber}`, { query: { key: order.accessKey } });
    expect(view.body.result).toMatchObject({
      increment_id: order.orderNumber,
      status: 'processing',
      grand_total: 1380,
    });
  });

  it('a registered customer buys, pays and finds the order in the order history', async () => {
    conforms(
      await shop.call('POST', '/api/user/create', {
        body: {
          customer: { email: 'paul@example.fr', firstname: 'Paul', lastname: 'Durand' },
          password: 'citerne-2025',
        },
      }),
      userCreateCall,
    );
    const login = conforms(
      await shop.call('POST', '/api/user/login', { body: { username: 'paul@example.fr', password: 'citerne-2025' } }),
      userLoginCall,
    );
    const token = String(login.result);
    const order = await buyThroughSandbox(shop, token);
    const history = conforms(await shop.call('GET', '/api/user/order-history', { token }), orderHistoryCall);
    const items = (history.result as { items: { increment_id: string; status: string; items: unknown[] }[] }).items;
    expect(items[0]).toMatchObject({ increment_id: order.orderNumber, status: 'processing' });
    expect(items[0]?.items).toHaveLength(1);
  });
});
