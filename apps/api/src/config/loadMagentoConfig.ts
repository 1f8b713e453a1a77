import * as v from 'valibot';
import { ConfigError } from './ConfigError';

/** How the shop reaches Magento 2 (`PLATFORM=magento2`): server configuration only, never sent to the browser. */
export interface MagentoConfig {
  /** `MAGENTO_BASE_URL`: the shop's Magento, `https://` (plain `http://` only on localhost), no trailing slash. */
  readonly baseUrl: string;
  /** `MAGENTO_ACCESS_TOKEN`: the access token of a Magento integration (System › Integrations). Never logged. */
  readonly accessToken: string;
  /** `MAGENTO_STORE_CODE` (default `default`): the store view every call names (`/rest/{store}/V1/…`). */
  readonly storeCode: string;
  /** `MAGENTO_TIMEOUT_MS` (default 10 000): the longest wait for one answer of Magento. */
  readonly timeoutMs: number;
  /** `MAGENTO_READ_RETRIES` (default 2): how often a failed read (GET) is sent again; writes never are. */
  readonly readRetries: number;
  /**
   * `MAGENTO_CUSTOMER_TOKEN_HOURS` (default 1, Magento's own default): the life of Magento's customer tokens (Stores ›
   * Configuration › Services › OAuth › Customer Token Lifetime). A shop session lives no longer than its token.
   */
  readonly customerTokenHours: number;
}

const isLocalhost = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const integer = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number between ${min} and ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `${name} must be a whole number between ${min} and ${max}`),
    v.maxValue(max, `${name} must be a whole number between ${min} and ${max}`),
  );

// No message quotes the token's value: a refused configuration is printed at start.
const magentoSchema = v.object({
  MAGENTO_BASE_URL: v.pipe(
    v.string(),
    v.url('MAGENTO_BASE_URL must be an absolute URL, e.g. https://shop.example.fr'),
    v.check((value) => {
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalhost(url));
    }, 'MAGENTO_BASE_URL must be an https:// URL (http:// only on localhost)'),
    v.check((value) => !/[?#]/.test(value), 'MAGENTO_BASE_URL must have no query or fragment'),
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  MAGENTO_ACCESS_TOKEN: v.pipe(
    v.string(),
    v.regex(/^[\w.-]{16,2048}$/, 'MAGENTO_ACCESS_TOKEN must be a Magento integration access token (16+ characters)'),
  ),
  MAGENTO_STORE_CODE: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,31}$/, 'MAGENTO_STORE_CODE must be a Magento store code')),
    'default',
  ),
  MAGENTO_TIMEOUT_MS: v.optional(integer('MAGENTO_TIMEOUT_MS', 100, 120_000), '10000'),
  MAGENTO_READ_RETRIES: v.optional(integer('MAGENTO_READ_RETRIES', 0, 5), '2'),
  MAGENTO_CUSTOMER_TOKEN_HOURS: v.optional(integer('MAGENTO_CUSTOMER_TOKEN_HOURS', 1, 8760), '1'),
});

/**
 * The Magento 2 configuration from the environment when `PLATFORM=magento2`, else `undefined`. A missing or invalid
 * variable refuses the start with a `ConfigError` naming it (never quoting the token).
 * @example
 * const magento = loadMagentoConfig({ MAGENTO_BASE_URL: 'https://m2.example.fr', MAGENTO_ACCESS_TOKEN: '…' }, 'magento2');
 */
export function loadMagentoConfig(
  env: Record<string, string | undefined>,
  platform: string,
): MagentoConfig | undefined {
  if (platform !== 'magento2') return undefined;
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const missing = ['MAGENTO_BASE_URL', 'MAGENTO_ACCESS_TOKEN'].filter((name) => defined[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: PLATFORM=magento2 needs ${missing.join(' and ')} (the shop's Magento and the access token of a Magento integration)`,
    );
  }
  const parsed = v.safeParse(magentoSchema, defined);
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: PLATFORM=magento2: ${details}`);
  }
  const output = parsed.output;
  return {
    baseUrl: output.MAGENTO_BASE_URL,
    accessToken: output.MAGENTO_ACCESS_TOKEN,
    storeCode: output.MAGENTO_STORE_CODE,
    timeoutMs: output.MAGENTO_TIMEOUT_MS,
    readRetries: output.MAGENTO_READ_RETRIES,
    customerTokenHours: output.MAGENTO_CUSTOMER_TOKEN_HOURS,
  };
}
