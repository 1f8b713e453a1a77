import { describe, expect, it } from 'vitest';
import { createSandboxProvider } from './createSandboxProvider';

const provider = createSandboxProvider(
  { driver: 'sandbox', code: 'systempay', title: 'Carte', secret: 's'.repeat(40) },
  'http://api.test',
);
const now = new Date('2025-06-02T10:00:00Z');
const body = JSON.stringify({
  sessionId: 'abcdefghijklmnopqrstuvwxyz012345',
  orderNumber: '000000012',
  status: 'paid',
  amount: 118_800,
  currency: 'EUR',
});
const check = (rawBody: string, signature: string | undefined, at = now) =>
  provider.checkNotification(
    { rawBody, header: (name) => (name === 'x-payment-signature' ? signature : undefined) },
    at,
  );

describe('sandbox card provider notifications', () => {
  it('are accepted when signed with the provider secret, naming the session as reference', async () => {
    expect(await check(body, provider.signNotification(body, now))).toEqual({
      verdict: 'settle',
      notification: {
        reference: 'abcdefghijklmnopqrstuvwxyz012345',
        orderNumber: '000000012',
        status: 'paid',
        amount: 118_800,
        currency: 'EUR',
      },
    });
  });

  it('are refused when forged, altered, unsigned or stale', async () => {
    const other = createSandboxProvider(
      { driver: 'sandbox', code: 'systempay', title: 'Carte', secret: 't'.repeat(40) },
      'http://api.test',
    );
    const invalid = { verdict: 'invalid' };
    expect(await check(body, other.signNotification(body, now))).toEqual(invalid);
    expect(await check(body.replace('118800', '1'), provider.signNotification(body, now))).toEqual(invalid);
    expect(await check(body, undefined)).toEqual(invalid);
    const late = new Date(now.getTime() + 10 * 60_000);
    expect(await check(body, provider.signNotification(body, now), late)).toEqual(invalid);
  });

  it('lead the shopper to a session page of the API', async () => {
    const session = await provider.createSession({
      sessionId: 'abcdefghijklmnopqrstuvwxyz012345',
      sessionNumber: 1,
      orderNumber: '000000012',
      amount: 100,
      currency: 'EUR',
      email: 'lea@example.fr',
      billingAddress: { country_id: 'FR' },
      shippingAddress: null,
      returnUrls: { success: 'http://shop.test/checkout', failure: 'http://shop.test/payment-fail/000000012' },
      now,
    });
    expect(session).toEqual({
      redirectUrl: 'http://api.test/api/payment/sandbox/systempay/abcdefghijklmnopqrstuvwxyz012345',
      reference: 'abcdefghijklmnopqrstuvwxyz012345',
      form: null,
    });
  });
});
