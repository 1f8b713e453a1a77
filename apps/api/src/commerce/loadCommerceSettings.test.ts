import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommerceConfigError } from './CommerceConfigError';
import { loadCommerceSettings } from './loadCommerceSettings';

const server = (dataDir: string) => ({
  publicUrl: 'http://localhost:3000',
  environment: 'production' as const,
  dataDir,
});

describe('commerce settings', () => {
  it('default to the SPEC §9 rates: DPD 4 / 5 TTC, free shipping in France from 200 € TTC, cash on delivery at 0', () => {
    const settings = loadCommerceSettings({}, server(mkdtempSync(join(tmpdir(), 'commerce-'))));
    expect(settings.flatRate).toMatchObject({ methodTitle: 'DPD Courier', amount: 4, amountInclTax: 5 });
    expect(settings.freeShippingFrom).toEqual({ FR: 200 });
    expect(settings.cashOnDeliveryCost).toBe(0);
    expect(settings.newsletterCouponPercent).toBe(10);
    expect(settings.mail.outboxViewer).toBe(false);
  });

  it('keep a generated secret in the data folder, readable only by the server, when none is configured', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'commerce-'));
    const first = loadCommerceSettings({}, server(dataDir));
    const second = loadCommerceSettings({}, server(dataDir));
    expect(first.secret).toHaveLength(43);
    expect(second.secret).toBe(first.secret);
    expect(readFileSync(join(dataDir, 'commerce-secret'), 'utf8').trim()).toBe(first.secret);
    expect(statSync(join(dataDir, 'commerce-secret')).mode & 0o077).toBe(0);
  });

  it('read secrets and services from the environment', () => {
    const settings = loadCommerceSettings(
      {
        COMMERCE_SECRET: 's'.repeat(40),
        STOREFRONT_URL: 'https://citerne.example',
        SMTP_URL: 'smtp://mail.example:25',
        REVIEWS_API_KEY: 'key',
        REVIEWS_BUSINESS_UNIT_ID: 'bu-1',
        PAYMENT_PAYPLUG_SECRET: 'p'.repeat(40),
        TRUST_PROXY: '1',
      },
      server('/nonexistent'),
    );
    expect(settings).toMatchObject({
      secret: 's'.repeat(40),
      storefrontUrl: 'https://citerne.example',
      trustProxy: true,
    });
    expect(settings.mail.smtpUrl).toBe('smtp://mail.example:25');
    expect(settings.reviewService).toMatchObject({ apiKey: 'key', businessUnitId: 'bu-1' });
    expect(settings.cardProviders.find((p) => p.code === 'payplug')).toMatchObject({
      driver: 'sandbox',
      secret: 'p'.repeat(40),
    });
  });

  it('refuse a short secret or a malformed URL, naming the variable', () => {
    expect(() => loadCommerceSettings({ COMMERCE_SECRET: 'short' }, server('/nonexistent'))).toThrow(
      CommerceConfigError,
    );
    expect(() => loadCommerceSettings({ COMMERCE_SECRET: 's'.repeat(40), SMTP_URL: 'http://x' }, server('/x'))).toThrow(
      /SMTP_URL/,
    );
    expect(() =>
      loadCommerceSettings({ COMMERCE_SECRET: 's'.repeat(40), PAYMENT_SYSTEMPAY_MODE: 'production' }, server('/x')),
    ).toThrow(/PAYMENT_SYSTEMPAY_SITE_ID and PAYMENT_SYSTEMPAY_KEY/);
  });
});
