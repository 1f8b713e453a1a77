import { describe, expect, it } from 'vitest';
import { CommerceConfigError } from '../commerce/CommerceConfigError';
import { createCommerceSettings } from '../commerce/createCommerceSettings';
import { createCardPaymentProvider } from './createCardPaymentProvider';
import { loadCardProviders } from './loadCardProviders';

const defaults = createCommerceSettings({ secret: 's'.repeat(40) }).cardProviders;
const load = (env: Record<string, string | undefined>, publicUrl = 'https://shop.example') =>
  loadCardProviders(env, defaults, publicUrl);
const drivers = (env: Record<string, string | undefined>, publicUrl?: string) =>
  load(env, publicUrl).map((provider) => [
    provider.code,
    createCardPaymentProvider(provider, 'https://shop.example').driver,
  ]);

const systempayTest = {
  PAYMENT_SYSTEMPAY_MODE: 'test',
  PAYMENT_SYSTEMPAY_SITE_ID: '12345678',
  PAYMENT_SYSTEMPAY_KEY: 'TestKey-0123456789abcdef',
};

describe('card payment provider configuration', () => {
  it('nothing set: both providers are the embedded sandbox, so the shop runs with no account', () => {
    expect(drivers({}, 'http://localhost:3000')).toEqual([
      ['systempay', 'sandbox'],
      ['payplug', 'sandbox'],
    ]);
    expect(drivers({ PAYMENT_SYSTEMPAY_MODE: 'sandbox', PAYMENT_SYSTEMPAY_KEY: '' })).toEqual([
      ['systempay', 'sandbox'],
      ['payplug', 'sandbox'],
    ]);
  });

  it('a Systempay mode with its shop id and key, or a PayPlug secret key, selects the real driver', () => {
    expect(drivers({ ...systempayTest, PAYMENT_PAYPLUG_SECRET_KEY: 'sk_test_0123456789abcdef' })).toEqual([
      ['systempay', 'systempay'],
      ['payplug', 'payplug'],
    ]);
    const [systempay, payplug] = load({
      ...systempayTest,
      PAYMENT_SYSTEMPAY_MODE: 'production',
      PAYMENT_PAYPLUG_SECRET_KEY: 'sk_live_0123456789abcdef',
    });
    expect(systempay).toMatchObject({
      driver: 'systempay',
      mode: 'PRODUCTION',
      siteId: '12345678',
      paymentUrl: 'https://paiement.systempay.fr/vads-payment/',
    });
    expect(payplug).toMatchObject({
      driver: 'payplug',
      apiUrl: 'https://api.payplug.com',
      secretKey: 'sk_live_0123456789abcdef',
    });
    expect(load({ ...systempayTest, PAYMENT_SYSTEMPAY_URL: 'https://pay.example/vads-payment/' })[0]).toMatchObject({
      mode: 'TEST',
      paymentUrl: 'https://pay.example/vads-payment/',
    });
  });

  it.each([
    [
      { PAYMENT_SYSTEMPAY_MODE: 'production' },
      /PAYMENT_SYSTEMPAY_MODE=production needs PAYMENT_SYSTEMPAY_SITE_ID and PAYMENT_SYSTEMPAY_KEY/,
    ],
    [
      { PAYMENT_SYSTEMPAY_MODE: 'test', PAYMENT_SYSTEMPAY_SITE_ID: '12345678' },
      /needs PAYMENT_SYSTEMPAY_SITE_ID and PAYMENT_SYSTEMPAY_KEY/,
    ],
    [
      { PAYMENT_SYSTEMPAY_SITE_ID: '12345678', PAYMENT_SYSTEMPAY_KEY: 'TestKey-0123456789abcdef' },
      /PAYMENT_SYSTEMPAY_MODE is not test or production/,
    ],
    [{ ...systempayTest, PAYMENT_SYSTEMPAY_SITE_ID: '123' }, /PAYMENT_SYSTEMPAY_SITE_ID: must be the 8-digit shop id/],
    [
      { ...systempayTest, PAYMENT_SYSTEMPAY_MODE: 'live' },
      /PAYMENT_SYSTEMPAY_MODE: must be sandbox, test or production/,
    ],
    [{ PAYMENT_PAYPLUG_MODE: 'production' }, /PAYMENT_PAYPLUG_MODE=production needs PAYMENT_PAYPLUG_SECRET_KEY/],
    [{ PAYMENT_PAYPLUG_MODE: 'test', PAYMENT_PAYPLUG_SECRET_KEY: 'sk_live_0123456789abcdef' }, /needs a sk_test_… key/],
    [
      { PAYMENT_PAYPLUG_MODE: 'sandbox', PAYMENT_PAYPLUG_SECRET_KEY: 'sk_test_0123456789abcdef' },
      /PAYMENT_PAYPLUG_MODE is sandbox/,
    ],
    [
      { PAYMENT_PAYPLUG_SECRET_KEY: 'pk_test_0123456789abcdef' },
      /PAYMENT_PAYPLUG_SECRET_KEY: must be a PayPlug secret key/,
    ],
    [
      { PAYMENT_PAYPLUG_SECRET_KEY: 'sk_live_0123456789abcdef', PAYMENT_PAYPLUG_API_URL: 'http://api.example' },
      /PAYMENT_PAYPLUG_API_URL must be an https/,
    ],
  ])('an unusable configuration is a start-up error naming the variables: %j', (env, message) => {
    expect(() => load(env)).toThrow(CommerceConfigError);
    expect(() => load(env)).toThrow(message);
  });

  it('a provider in production needs an https PUBLIC_URL, where it sends its notifications', () => {
    expect(() => load({ ...systempayTest, PAYMENT_SYSTEMPAY_MODE: 'production' }, 'http://shop.example')).toThrow(
      /PUBLIC_URL must be an https:\/\/ URL when a provider is in production \(systempay\)/,
    );
    expect(() => load(systempayTest, 'http://localhost:3000')).not.toThrow();
  });
});
