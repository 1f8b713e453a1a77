import { describe, expect, it } from 'vitest';
import { cardProviderOrigins, PAYPLUG_HOSTED_PAYMENT_ORIGIN } from './cardProviderOrigins';

describe('cardProviderOrigins', () => {
  it('has no origin for the sandbox providers: their pages are the shop’s own', () => {
    expect(
      cardProviderOrigins([
        { driver: 'sandbox', code: 'systempay', title: 'Carte', secret: 's'.repeat(32) },
        { driver: 'sandbox', code: 'payplug', title: 'Carte', secret: 's'.repeat(32) },
      ]),
    ).toEqual([]);
  });

  it('takes Systempay’s payment page origin from its configured URL and PayPlug’s hosted pages', () => {
    expect(
      cardProviderOrigins([
        {
          driver: 'systempay',
          code: 'systempay',
          title: 'Carte',
          mode: 'TEST',
          siteId: '12345678',
          key: 'k'.repeat(16),
          paymentUrl: 'https://paiement.example-bank.fr/vads-payment/',
        },
        {
          driver: 'payplug',
          code: 'payplug',
          title: 'Carte',
          secretKey: 'sk_test_abcdefgh',
          apiUrl: 'https://api.payplug.com',
          timeoutMs: 1000,
        },
      ]),
    ).toEqual(['https://paiement.example-bank.fr', PAYPLUG_HOSTED_PAYMENT_ORIGIN]);
  });

  it('adds the origin of another PayPlug API URL (a stand-in serving its own payment pages)', () => {
    expect(
      cardProviderOrigins([
        {
          driver: 'payplug',
          code: 'payplug',
          title: 'Carte',
          secretKey: 'sk_test_abcdefgh',
          apiUrl: 'http://127.0.0.1:4010/',
          timeoutMs: 1000,
        },
      ]),
    ).toEqual([PAYPLUG_HOSTED_PAYMENT_ORIGIN, 'http://127.0.0.1:4010']);
  });
});
