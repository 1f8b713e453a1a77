import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPlugSettings } from '../../commerce/CommerceSettings';
import type { PaymentSessionRequest } from '../CardPaymentProvider';
import { startPayPlugStandIn } from '../testing/startPayPlugStandIn';
import { createPayPlugProvider } from './createPayPlugProvider';

const secretKey = 'sk_test_StandInSecret0123456789';
const lyon = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
};
const request: PaymentSessionRequest = {
  sessionId: 'abcdefghijklmnopqrstuvwxyz012345',
  sessionNumber: 7,
  orderNumber: '000000012',
  amount: 118_800,
  currency: 'EUR',
  email: 'lea@example.fr',
  billingAddress: lyon,
  shippingAddress: lyon,
  returnUrls: {
    success: 'https://shop.example/checkout?order=000000012&key=k',
    failure: 'https://shop.example/payment-fail/000000012?key=k',
  },
  now: new Date('2025-06-02T10:00:00Z'),
};

describe('PayPlug driver', () => {
  let payplug: Awaited<ReturnType<typeof startPayPlugStandIn>>;
  let settings: PayPlugSettings;
  beforeAll(async () => {
    payplug = await startPayPlugStandIn(secretKey);
    settings = { driver: 'payplug', code: 'payplug', title: 'Carte', secretKey, apiUrl: payplug.url, timeoutMs: 5_000 };
  });
  afterAll(() => payplug.close());

  it('tells PayPlug how the order travels: with the billing address, to another address, or not at all', async () => {
    const provider = createPayPlugProvider(settings, 'https://shop.example');
    const lastShipping = () =>
      (payplug.requests.at(-1)?.body as { shipping?: Record<string, unknown> } | undefined)?.shipping;
    await provider.createSession(request);
    expect(lastShipping()).toMatchObject({ delivery_type: 'BILLING', city: 'Lyon' });
    await provider.createSession({ ...request, shippingAddress: { ...lyon, city: 'Paris', postcode: '75001' } });
    expect(lastShipping()).toMatchObject({ delivery_type: 'NEW', city: 'Paris' });
    const virtual = await provider.createSession({ ...request, shippingAddress: null });
    expect(lastShipping()).toMatchObject({ delivery_type: 'DIGITAL_GOODS', city: 'Lyon' });
    expect(virtual).toMatchObject({ reference: expect.stringMatching(/^pay_/), form: null });
  });

  it('a wrong secret key or an unreachable PayPlug is a 502 for the shopper, never the key itself', async () => {
    const wrongKey = createPayPlugProvider(
      { ...settings, secretKey: 'sk_test_WrongSecret0123456789' },
      'https://shop.example',
    );
    await expect(wrongKey.createSession(request)).rejects.toMatchObject({
      status: 502,
      code: 'PAYMENT_PROVIDER_ERROR',
    });
    const closed = await startPayPlugStandIn(secretKey);
    await closed.close();
    const unreachable = createPayPlugProvider({ ...settings, apiUrl: closed.url }, 'https://shop.example');
    const error = await unreachable.createSession(request).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(JSON.stringify(error) + String((error as Error).message)).not.toContain(secretKey);
  });
});
