import { describe, expect, it } from 'vitest';
import { createSandboxProvider } from './createSandboxProvider';

const provider = createSandboxProvider(
  { code: 'systempay', title: 'Carte', secret: 's'.repeat(40) },
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

describe('card provider notifications', () => {
  it('are accepted when signed with the provider secret', () => {
    expect(provider.verifyNotification(body, provider.signNotification(body, now), now)).toMatchObject({
      status: 'paid',
      amount: 118_800,
    });
  });

  it('are refused when forged, altered, unsigned or stale', () => {
    const other = createSandboxProvider(
      { code: 'systempay', title: 'Carte', secret: 't'.repeat(40) },
      'http://api.test',
    );
    expect(provider.verifyNotification(body, other.signNotification(body, now), now)).toBeNull();
    expect(
      provider.verifyNotification(body.replace('118800', '1'), provider.signNotification(body, now), now),
    ).toBeNull();
    expect(provider.verifyNotification(body, undefined, now)).toBeNull();
    const late = new Date(now.getTime() + 10 * 60_000);
    expect(provider.verifyNotification(body, provider.signNotification(body, now), late)).toBeNull();
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
    expect(session.redirectUrl).toBe('http://api.test/api/payment/sandbox/systempay/abcdefghijklmnopqrstuvwxyz012345');
  });
});
