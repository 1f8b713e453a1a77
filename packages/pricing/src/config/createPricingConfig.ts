import { PricingError } from '../errors/PricingError.js';
import { defaultPricingConfig } from './defaultPricingConfig.js';
import type { PricingConfig } from './PricingConfig.js';

type Check = (value: unknown, path: string) => unknown;

const checks: { readonly [K in keyof PricingConfig]: Check } = {
  taxCountry: (value, path) => matching(value, path, /^[A-Z]{2}$/, 'a two-letter upper-case country code'),
  taxRegion: (value, path) => string(value, path),
  sourcePricesIncludeTax: boolean,
  userGroupTax: boolean,
  defaultCustomerGroupId: (value, path) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail(path, 'an integer ≥ 0', value);
    return value;
  },
  useOnlyDefaultCustomerGroup: boolean,
  tierPrices: boolean,
  currency: (value, path) => {
    const code = matching(value, path, /^[A-Z]{3}$/, 'a three-letter ISO 4217 currency code');
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
    } catch {
      fail(path, 'a currency known to Intl', value);
    }
    return code;
  },
  locale: (value, path) => {
    const tag = string(value, path);
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical === undefined) fail(path, 'a BCP 47 locale', value);
      return canonical;
    } catch {
      return fail(path, 'a BCP 47 locale', value);
    }
  },
  timeZone: (value, path) => {
    const zone = string(value, path);
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return fail(path, 'an IANA time zone such as Europe/Paris', value);
    }
  },
  priceFilterBounds: (value, path) => {
    if (!Array.isArray(value) || value.length < 2) fail(path, 'an array of at least two bounds', value);
    const bounds = value as unknown[];
    bounds.forEach((bound, index) => {
      const previous = index === 0 ? -1 : (bounds[index - 1] as number);
      if (typeof bound !== 'number' || !Number.isFinite(bound) || bound < 0 || bound <= previous) {
        fail(`${path}[${index}]`, 'finite, non-negative, strictly increasing numbers', bound);
      }
    });
    return Object.freeze([...(bounds as number[])]);
  },
};

/**
 * Builds a validated, frozen {@link PricingConfig}: the defaults of SPEC §9 overridden by `overrides`.
 * `overrides` may come from anywhere (environment, JSON file, store view): every field is checked and unknown fields
 * are refused, so a typo never falls back silently to a default.
 *
 * @param overrides - a partial configuration; `undefined` gives the defaults.
 * @throws {@link PricingError} `invalid_config`, naming the field, when a value has the wrong type or is out of range.
 *
 * @example
 * ```ts
 * import { createPricingConfig } from '@citerne/pricing';
 *
 * const config = createPricingConfig({ sourcePricesIncludeTax: true });
 * config.taxCountry; // 'FR'
 * createPricingConfig({ taxCountry: 'France' }); // throws PricingError: taxCountry must be a two-letter upper-case country code
 * ```
 */
export function createPricingConfig(overrides?: unknown): PricingConfig {
  if (overrides === undefined || overrides === null) return defaultPricingConfig;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) fail('config', 'an object', overrides);
  const input = overrides as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(checks, key)) {
      throw new PricingError(
        'invalid_config',
        key,
        `${key} is not a pricing setting (known: ${Object.keys(checks).join(', ')})`,
      );
    }
  }
  const config: Record<string, unknown> = {};
  for (const key of Object.keys(checks) as (keyof PricingConfig)[]) {
    const value = input[key];
    config[key] = value === undefined ? defaultPricingConfig[key] : checks[key](value, key);
  }
  return Object.freeze(config as unknown as PricingConfig);
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value as boolean;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, 'a string', value);
  return value as string;
}

function matching(value: unknown, path: string, pattern: RegExp, expected: string): string {
  if (typeof value !== 'string' || !pattern.test(value)) fail(path, expected, value);
  return value as string;
}

function fail(path: string, expected: string, value: unknown): never {
  const got = typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? 'an array' : String(value);
  throw new PricingError('invalid_config', path, `${path} must be ${expected} (got ${got})`);
}
