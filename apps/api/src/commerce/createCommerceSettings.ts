import { randomBytes } from 'node:crypto';
import { EXAMPLE_SELLER_IDENTITY } from '@citerne/core-api/contract';
import type { CommerceSettings } from './CommerceSettings';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The commerce settings with the defaults of SPEC §9 (DPD flat rate 4 / 5 TTC, free shipping in France
 * from 200 € TTC, cash on delivery at 0, 10 % newsletter coupon) and the given overrides. Without a
 * `secret`, a random one is made: tokens then die with the process (tests, throw-away servers).
 * @example
 * const settings = createCommerceSettings({ storefrontUrl: 'https://citerne.example' });
 * settings.flatRate.amountInclTax; // 5
 */
export function createCommerceSettings(overrides: Partial<CommerceSettings> = {}): CommerceSettings {
  const secret = overrides.secret ?? randomBytes(32).toString('base64url');
  const publicUrl = overrides.publicUrl ?? 'http://localhost:3000';
  return {
    secret,
    publicUrl,
    storefrontUrl: overrides.storefrontUrl ?? publicUrl,
    environment: 'production',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    passwordHashCost: 2 ** 15,
    trustProxy: false,
    shippingCountries: ['FR', 'DE', 'IT'],
    flatRate: {
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
      carrierTitle: 'DPD',
      methodTitle: 'DPD Courier',
      amount: 4,
      amountInclTax: 5,
    },
    freeShippingFrom: { FR: 200 },
    cashOnDeliveryCost: 0,
    bankTransfer: { holder: 'Citerne Souple SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPPXXX' },
    cardProviders: [
      { driver: 'sandbox', code: 'systempay', title: 'Carte bancaire (Systempay)', secret: `${secret}:systempay` },
      { driver: 'sandbox', code: 'payplug', title: 'Carte bancaire (PayPlug)', secret: `${secret}:payplug` },
    ],
    newsletterCouponPercent: 10,
    stockReservationMinutes: 60,
    paymentTimeoutMinutes: 60,
    mail: {
      from: 'boutique@citerne.example',
      shopAddress: 'contact@citerne.example',
      smtpUrl: undefined,
      outboxViewer: false,
    },
    reviewService: { apiUrl: 'https://api.trustpilot.com/v1', apiKey: undefined, businessUnitId: undefined },
    attemptLimits: {
      // Issue 19, ASVS 5.0 6.3: past 5 failures from one address (20 from everywhere, trusted addresses apart) an
      // account waits 30 s, doubled at each further failure, 5 min at most — about 30 guesses an hour from the whole
      // internet, and a customer who mistyped waits a minute or two, never a quarter of an hour.
      login: {
        windowMs: 60 * MINUTE,
        perAddress: 50,
        perAccountAndAddress: 5,
        perAccount: 20,
        trustMs: 30 * DAY,
        backoff: { baseMs: 30_000, maxMs: 5 * MINUTE },
      },
      reset: { windowMs: 60 * MINUTE, perAddress: 20, perAccountAndAddress: 3, perAccount: 5, trustMs: 0 },
      // Only registrations for an e-mail that has an account count: 10 an hour from one address, then 429; past 3 an
      // hour for one account, its owner gets no further warning mail.
      register: { windowMs: 60 * MINUTE, perAddress: 10, perAccountAndAddress: 3, perAccount: 3, trustMs: 0 },
      contact: { windowMs: 60 * MINUTE, perAddress: 20, perAccountAndAddress: 20, perAccount: 10_000, trustMs: 0 },
    },
    seller: EXAMPLE_SELLER_IDENTITY,
    now: () => new Date(),
    ...overrides,
  };
}
