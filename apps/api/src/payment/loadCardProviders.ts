import * as v from 'valibot';
import { CommerceConfigError } from '../commerce/CommerceConfigError';
import type { CardProviderSettings } from '../commerce/CommerceSettings';

/** Systempay's public payment page (the form is posted there). */
export const SYSTEMPAY_PAYMENT_URL = 'https://paiement.systempay.fr/vads-payment/';
/** PayPlug's REST API. */
export const PAYPLUG_API_URL = 'https://api.payplug.com';
const PAYPLUG_TIMEOUT_MS = 15_000;

const mode = v.picklist(['sandbox', 'test', 'production'], 'must be sandbox, test or production');
const absoluteUrl = v.pipe(v.string(), v.url('must be an absolute URL'));
const sandboxSecret = v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'));

const EnvSchema = v.object({
  PAYMENT_SYSTEMPAY_MODE: v.optional(mode),
  PAYMENT_SYSTEMPAY_SITE_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{8}$/, 'must be the 8-digit shop id'))),
  PAYMENT_SYSTEMPAY_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^\S{16,128}$/, 'must be the 16 to 128 character key of the back office')),
  ),
  PAYMENT_SYSTEMPAY_URL: v.optional(absoluteUrl),
  PAYMENT_SYSTEMPAY_SECRET: v.optional(sandboxSecret),
  PAYMENT_PAYPLUG_MODE: v.optional(mode),
  PAYMENT_PAYPLUG_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^sk_(test|live)_\w{8,128}$/, 'must be a PayPlug secret key (sk_test_… or sk_live_…)')),
  ),
  PAYMENT_PAYPLUG_API_URL: v.optional(absoluteUrl),
  PAYMENT_PAYPLUG_SECRET: v.optional(sandboxSecret),
});

type PaymentEnv = v.InferOutput<typeof EnvSchema>;

function systempay(e: PaymentEnv, base: CardProviderSettings, secret: string): CardProviderSettings {
  const chosen = e.PAYMENT_SYSTEMPAY_MODE;
  if (chosen === undefined || chosen === 'sandbox') {
    if (e.PAYMENT_SYSTEMPAY_SITE_ID !== undefined || e.PAYMENT_SYSTEMPAY_KEY !== undefined) {
      throw new Error(
        'PAYMENT_SYSTEMPAY_SITE_ID / PAYMENT_SYSTEMPAY_KEY are set but PAYMENT_SYSTEMPAY_MODE is not test or production',
      );
    }
    return { driver: 'sandbox', code: base.code, title: base.title, secret: e.PAYMENT_SYSTEMPAY_SECRET ?? secret };
  }
  if (e.PAYMENT_SYSTEMPAY_SITE_ID === undefined || e.PAYMENT_SYSTEMPAY_KEY === undefined) {
    throw new Error(`PAYMENT_SYSTEMPAY_MODE=${chosen} needs PAYMENT_SYSTEMPAY_SITE_ID and PAYMENT_SYSTEMPAY_KEY`);
  }
  const paymentUrl = e.PAYMENT_SYSTEMPAY_URL ?? SYSTEMPAY_PAYMENT_URL;
  if (chosen === 'production' && !paymentUrl.startsWith('https://')) {
    throw new Error('PAYMENT_SYSTEMPAY_URL must be an https:// URL in production');
  }
  return {
    driver: 'systempay',
    code: base.code,
    title: base.title,
    mode: chosen === 'production' ? 'PRODUCTION' : 'TEST',
    siteId: e.PAYMENT_SYSTEMPAY_SITE_ID,
    key: e.PAYMENT_SYSTEMPAY_KEY,
    paymentUrl,
  };
}

function payplug(e: PaymentEnv, base: CardProviderSettings, secret: string): CardProviderSettings {
  const key = e.PAYMENT_PAYPLUG_SECRET_KEY;
  const chosen =
    e.PAYMENT_PAYPLUG_MODE ?? (key === undefined ? 'sandbox' : key.startsWith('sk_live_') ? 'production' : 'test');
  if (chosen === 'sandbox') {
    if (key !== undefined) throw new Error('PAYMENT_PAYPLUG_SECRET_KEY is set but PAYMENT_PAYPLUG_MODE is sandbox');
    return { driver: 'sandbox', code: base.code, title: base.title, secret: e.PAYMENT_PAYPLUG_SECRET ?? secret };
  }
  if (key === undefined) throw new Error(`PAYMENT_PAYPLUG_MODE=${chosen} needs PAYMENT_PAYPLUG_SECRET_KEY`);
  const expected = chosen === 'production' ? 'sk_live_' : 'sk_test_';
  if (!key.startsWith(expected)) {
    throw new Error(`PAYMENT_PAYPLUG_MODE=${chosen} needs a ${expected}… key in PAYMENT_PAYPLUG_SECRET_KEY`);
  }
  const apiUrl = e.PAYMENT_PAYPLUG_API_URL ?? PAYPLUG_API_URL;
  if (chosen === 'production' && !apiUrl.startsWith('https://')) {
    throw new Error('PAYMENT_PAYPLUG_API_URL must be an https:// URL in production');
  }
  return {
    driver: 'payplug',
    code: base.code,
    title: base.title,
    secretKey: key,
    apiUrl,
    timeoutMs: PAYPLUG_TIMEOUT_MS,
  };
}

/**
 * The card payment providers from the environment (secrets come from there only, and never reach the
 * browser). Each provider is the embedded sandbox unless configured:
 * - Systempay: `PAYMENT_SYSTEMPAY_MODE=test|production` with `PAYMENT_SYSTEMPAY_SITE_ID` and
 *   `PAYMENT_SYSTEMPAY_KEY` (the key of that mode), `PAYMENT_SYSTEMPAY_URL` (default the public payment page);
 * - PayPlug: `PAYMENT_PAYPLUG_SECRET_KEY` (`sk_test_…` → test, `sk_live_…` → production, or
 *   `PAYMENT_PAYPLUG_MODE` to say so), `PAYMENT_PAYPLUG_API_URL` (default `https://api.payplug.com`);
 * - the sandbox signs its notifications with `PAYMENT_SYSTEMPAY_SECRET` / `PAYMENT_PAYPLUG_SECRET`, else a
 *   secret derived from the commerce secret.
 * A configuration that cannot work (a mode without its key, keys without a mode, a live key in test, an
 * http provider URL or an http `publicUrl` in production — the provider must notify it) is refused with
 * a {@link CommerceConfigError} naming the variables.
 * @example
 * loadCardProviders({ PAYMENT_PAYPLUG_SECRET_KEY: 'sk_test_…' }, defaults, 'https://shop.example')[1].driver; // 'payplug'
 */
export function loadCardProviders(
  env: Record<string, string | undefined>,
  defaults: readonly CardProviderSettings[],
  publicUrl: string,
): CardProviderSettings[] {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('PAYMENT_') && value !== undefined && value !== ''),
  );
  const parsed = v.safeParse(EnvSchema, defined);
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`).join('; ');
    throw new CommerceConfigError(`Invalid payment configuration: ${details}`);
  }
  try {
    const providers = defaults.map((base) => {
      const fallback = base.driver === 'sandbox' ? base.secret : '';
      if (base.code === 'systempay') return systempay(parsed.output, base, fallback);
      if (base.code === 'payplug') return payplug(parsed.output, base, fallback);
      return base;
    });
    const live = providers.filter(
      (provider) =>
        (provider.driver === 'systempay' && provider.mode === 'PRODUCTION') ||
        (provider.driver === 'payplug' && provider.secretKey.startsWith('sk_live_')),
    );
    if (live.length > 0 && !publicUrl.startsWith('https://')) {
      throw new Error(
        `PUBLIC_URL must be an https:// URL when a provider is in production (${live.map((p) => p.code).join(', ')}): it notifies the API there`,
      );
    }
    return providers;
  } catch (error) {
    if (error instanceof CommerceConfigError) throw error;
    throw new CommerceConfigError(`Invalid payment configuration: ${(error as Error).message}`);
  }
}
