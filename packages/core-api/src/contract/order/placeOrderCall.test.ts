import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceOrderRequestSchema, PlaceOrderResultSchema } from './placeOrderCall';

const address = {
  firstname: ' Léa ',
  lastname: 'Martin',
  street: ['1 rue des Lilas', ''],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'fr',
  telephone: '+33 4 78 00 00 00',
};
const order = {
  order_id: 'o-1714641000000-3f2a',
  cart_id: 'a1b2c3',
  products: [{ sku: 'CIT-10M3', qty: 1 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email: 'Lea@Example.fr' },
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: 'cashondelivery',
  },
};

describe('place order', () => {
  it('normalises the addresses of a valid order', () => {
    const parsed = v.parse(PlaceOrderRequestSchema, order);
    expect(parsed.addressInformation.shippingAddress).toMatchObject({ firstname: 'Léa', country_id: 'FR' });
    expect(parsed.addressInformation.billingAddress.email).toBe('lea@example.fr');
    expect(parsed.addressInformation.payment_method_additional).toEqual({});
  });

  it('refuses an order without products, billing e-mail or a valid zip code', () => {
    expect(v.safeParse(PlaceOrderRequestSchema, { ...order, products: [] }).success).toBe(false);
    const { email: _email, ...billingWithoutEmail } = order.addressInformation.billingAddress;
    const noEmail = {
      ...order,
      addressInformation: { ...order.addressInformation, billingAddress: billingWithoutEmail },
    };
    expect(v.safeParse(PlaceOrderRequestSchema, noEmail).success).toBe(false);
    const shortZip = {
      ...order,
      addressInformation: { ...order.addressInformation, shippingAddress: { ...address, postcode: '69' } },
    };
    expect(v.safeParse(PlaceOrderRequestSchema, shortZip).success).toBe(false);
  });

  it('answers a redirect URL for a card provider, null otherwise', () => {
    const card = v.parse(PlaceOrderResultSchema, {
      orderId: 12,
      orderNumber: '000000012',
      status: 'pending_payment',
      paymentRedirectUrl: 'https://pay.example/session/1',
    });
    expect(card).toMatchObject({ orderId: '12', paymentRedirectUrl: 'https://pay.example/session/1' });
    const cash = v.parse(PlaceOrderResultSchema, { orderId: '13', orderNumber: '000000013', status: 'pending' });
    expect(cash.paymentRedirectUrl).toBeNull();
  });

  it('answers the access key that lets a guest read the order, null when the backend gives none', () => {
    const placed = { orderId: 14, orderNumber: '000000014', status: 'pending' };
    expect(v.parse(PlaceOrderResultSchema, { ...placed, accessKey: 'k9f2a1' }).accessKey).toBe('k9f2a1');
    expect(v.parse(PlaceOrderResultSchema, placed).accessKey).toBeNull();
    expect(v.safeParse(PlaceOrderResultSchema, { ...placed, accessKey: 42 }).success).toBe(false);
  });
});
