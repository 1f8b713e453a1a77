import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SellerIdentity } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { loadCardProviders } from '../payment/loadCardProviders';
import { CommerceConfigError } from './CommerceConfigError';
import type { CommerceSettings } from './CommerceSettings';
import { createCommerceSettings } from './createCommerceSettings';

const flag = v.pipe(
  v.picklist(['1', '0', 'true', 'false', 'yes', 'no']),
  v.transform((value) => ['1', 'true', 'yes'].includes(value)),
);
const email = v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'));
const secret = v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'));

const EnvSchema = v.object({
  COMMERCE_SECRET: v.optional(secret),
  STOREFRONT_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  TRUST_PROXY: v.optional(flag),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(email),
  SHOP_EMAIL: v.optional(email),
  MAIL_OUTBOX_VIEWER: v.optional(flag),
  REVIEWS_API_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  REVIEWS_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  REVIEWS_BUSINESS_UNIT_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'must be an id'))),
  BANK_HOLDER: v.optional(v.pipe(v.string(), v.minLength(1))),
  BANK_IBAN: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}$/, 'must be an IBAN'))),
  BANK_BIC: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{8,11}$/, 'must be a BIC'))),
});

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'commerce-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const created = randomBytes(32).toString('base64url');
  writeFileSync(file, `${created}\n`, { mode: 0o600 });
  return created;
}

/**
 * The commerce settings from environment variables (secrets only ever come from here, never from the
 * browser): `COMMERCE_SECRET` (else a secret generated once and kept in `<dataDir>/commerce-secret`, so
 * the embedded shop works on a bare machine and sessions survive restarts), `STOREFRONT_URL`,
 * `TRUST_PROXY`, `SMTP_URL`, `MAIL_FROM`, `SHOP_EMAIL`, `MAIL_OUTBOX_VIEWER` (default on outside
 * production), `REVIEWS_API_URL` / `REVIEWS_API_KEY` / `REVIEWS_BUSINESS_UNIT_ID`,
 * `BANK_HOLDER`, `BANK_IBAN`, `BANK_BIC`, and the card payment providers' `PAYMENT_*` variables
 * (`loadCardProviders`: the embedded sandbox unless Systempay or PayPlug is configured).
 * @example
 * const commerce = loadCommerceSettings(process.env, { publicUrl, environment: 'production', dataDir: 'data' });
 */
export function loadCommerceSettings(
  env: Record<string, string | undefined>,
  server: {
    publicUrl: string;
    environment: 'development' | 'production' | 'test';
    dataDir: string;
    /** The seller's identity of the server configuration (`SELLER_IDENTITY_FILE`). */
    seller?: SellerIdentity;
  },
): CommerceSettings {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(EnvSchema, defined);
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`).join('; ');
    throw new CommerceConfigError(`Invalid commerce configuration: ${details}`);
  }
  const e = parsed.output;
  const base = createCommerceSettings({
    secret: e.COMMERCE_SECRET ?? readOrCreateSecret(server.dataDir),
    publicUrl: server.publicUrl,
    storefrontUrl: e.STOREFRONT_URL ?? server.publicUrl,
  });
  return {
    ...base,
    environment: server.environment,
    seller: server.seller ?? base.seller,
    trustProxy: e.TRUST_PROXY ?? false,
    cardProviders: loadCardProviders(env, base.cardProviders, server.publicUrl),
    bankTransfer: {
      holder: e.BANK_HOLDER ?? base.bankTransfer.holder,
      iban: e.BANK_IBAN ?? base.bankTransfer.iban,
      bic: e.BANK_BIC ?? base.bankTransfer.bic,
    },
    mail: {
      from: e.MAIL_FROM ?? base.mail.from,
      shopAddress: e.SHOP_EMAIL ?? base.mail.shopAddress,
      smtpUrl: e.SMTP_URL,
      outboxViewer: e.MAIL_OUTBOX_VIEWER ?? server.environment !== 'production',
    },
    reviewService: {
      apiUrl: e.REVIEWS_API_URL ?? base.reviewService.apiUrl,
      apiKey: e.REVIEWS_API_KEY,
      businessUnitId: e.REVIEWS_BUSINESS_UNIT_ID,
    },
  };
}
