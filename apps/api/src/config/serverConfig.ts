import { dirname, resolve } from 'node:path';
import type { SellerIdentity } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { PLATFORM_DRIVERS, type PlatformDriverName } from '../platform/Platform';
import { SEARCH_DRIVERS, type SearchDriverName } from '../search/SearchBackend';
import { ConfigError } from './ConfigError';
import { loadMagentoConfig, type MagentoConfig } from './loadMagentoConfig';
import { loadSearchEngineConfig, type SearchEngineConfig } from './loadSearchEngineConfig';
import { loadSellerIdentity } from './loadSellerIdentity';
import { packageRoot } from './packageRoot';

const portSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'PORT must be a number between 1 and 65535'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'PORT must be a number between 1 and 65535'),
  v.maxValue(65_535, 'PORT must be a number between 1 and 65535'),
);

/** SPEC §9 "Output cache ttl 86400 s". */
const OUTPUT_CACHE_DEFAULT_TTL_SECONDS = 86_400;
const MAX_OUTPUT_CACHE_TTL_SECONDS = 30 * 86_400;
const OUTPUT_CACHE_TTL_RANGE = `OUTPUT_CACHE_TTL_SECONDS must be a number of seconds between 1 and ${MAX_OUTPUT_CACHE_TTL_SECONDS}`;

// A driver name that does not exist is refused at start, naming the ones there are.
const driverName = <const T extends readonly [string, ...string[]]>(variable: string, drivers: T) =>
  v.picklist(
    drivers,
    (issue) => `${variable} must be one of ${drivers.join(', ')} (got "${String(issue.input)}"): no such driver yet`,
  );

const envSchema = v.object({
  PLATFORM: v.optional(driverName('PLATFORM', PLATFORM_DRIVERS), 'embedded'),
  SEARCH: v.optional(driverName('SEARCH', SEARCH_DRIVERS), 'embedded'),
  PORT: v.optional(portSchema, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be an absolute URL'))),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  SLIDE_PHOTO_ADMIN_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'SLIDE_PHOTO_ADMIN_TOKEN must be at least 16 characters')),
  ),
  CATALOG_LIST_OUT_OF_STOCK: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'CATALOG_LIST_OUT_OF_STOCK must be true or false'),
      v.transform((value) => value === 'true'),
    ),
    'true',
  ),
  CSP_REPORT_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  REDIS_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL'),
      v.url('REDIS_URL must be a redis:// or rediss:// URL'),
    ),
  ),
  OUTPUT_CACHE_TTL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, OUTPUT_CACHE_TTL_RANGE),
      v.transform(Number),
      v.number(),
      v.minValue(1, OUTPUT_CACHE_TTL_RANGE),
      v.maxValue(MAX_OUTPUT_CACHE_TTL_SECONDS, OUTPUT_CACHE_TTL_RANGE),
    ),
    String(OUTPUT_CACHE_DEFAULT_TTL_SECONDS),
  ),
  OUTPUT_CACHE_KEY_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[A-Za-z0-9:_{}-]{1,64}$/,
        'OUTPUT_CACHE_KEY_PREFIX must be 1 to 64 letters, digits, ":", "_", "-", "{" or "}"',
      ),
    ),
    'citerne:',
  ),
  CACHE_INVALIDATE_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(32, 'CACHE_INVALIDATE_TOKEN must be at least 32 characters')),
  ),
});

/** Server-only configuration, read from the environment and validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder holding the embedded data (PGlite database, image cache). */
  dataDir: string;
  /** The commerce platform driver (`PLATFORM`, default `embedded`; ARCHITECTURE.md "Backends behind seams"). */
  platform: PlatformDriverName;
  /** How to reach Magento 2 when `platform` is `magento2` (`MAGENTO_*`, `loadMagentoConfig`), else undefined. */
  magento: MagentoConfig | undefined;
  /** The search backend driver (`SEARCH`, default `embedded`). */
  search: SearchDriverName;
  /**
   * How to reach Elasticsearch or OpenSearch when `search` is `elasticsearch` or `opensearch` (`SEARCH_URL`…,
   * `loadSearchEngineConfig`), else undefined. Server-only: its credentials never reach the browser or a log.
   */
  searchEngine: SearchEngineConfig | undefined;
  /** When set, the commerce platform runs on this PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  publicUrl: string;
  environment: 'development' | 'production' | 'test';
  /** Admin token of the slide-photo call (SPEC §6); the call answers 503 without one. Server-only. */
  slidePhotoToken: string | undefined;
  /** Visitors see out-of-stock products (SPEC §4 default on); off adds an in-stock filter to their searches. */
  listOutOfStockProducts: boolean;
  /** The seller's identity (`SELLER_IDENTITY_FILE`), the example one (`example: true`) when not configured. */
  seller: SellerIdentity;
  /**
   * `CSP_REPORT_FILE`: a file each CSP violation report is also appended to, one line each (the end-to-end suite
   * counts them there); the server's log only when unset.
   */
  cspReportFile: string | undefined;
  /** The Redis output cache: on with `REDIS_URL`, else undefined (SPEC §9 "Output cache … disabled"). Server-only. */
  outputCache: OutputCacheConfig | undefined;
}

/** The output cache's settings (`REDIS_URL` and the variables beside it). */
export interface OutputCacheConfig {
  /** `REDIS_URL`: `redis://` or `rediss://` (TLS), with user, password and database number as Redis URLs have. */
  readonly redisUrl: string;
  /** `OUTPUT_CACHE_TTL_SECONDS`: how long an answer is kept, default 86400 (SPEC §9). */
  readonly ttlSeconds: number;
  /** `OUTPUT_CACHE_KEY_PREFIX`: every key of this shop starts with it (default `citerne:`), so shops can share a Redis. */
  readonly keyPrefix: string;
  /**
   * `CACHE_INVALIDATE_TOKEN`: the bearer secret of `POST /api/invalidate` (32 characters at least). Without one, the
   * call answers 503: the shop still invalidates on its own catalogue and stock changes. Never sent to the browser.
   */
  readonly invalidateToken: string | undefined;
}

export { ConfigError };

/**
 * Reads and validates the server configuration from environment variables.
 * @example
 * const config = loadServerConfig(process.env);
 * console.log(config.port); // 3000 unless PORT is set
 */
export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(envSchema, defined);
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const {
    PLATFORM,
    SEARCH,
    PORT,
    HOST,
    DATA_DIR,
    DATABASE_URL,
    PUBLIC_URL,
    NODE_ENV,
    SLIDE_PHOTO_ADMIN_TOKEN,
    CATALOG_LIST_OUT_OF_STOCK,
    CSP_REPORT_FILE,
    REDIS_URL,
    OUTPUT_CACHE_TTL_SECONDS,
    OUTPUT_CACHE_KEY_PREFIX,
    CACHE_INVALIDATE_TOKEN,
  } = parsed.output;
  // Search on PostgreSQL lives in the shop's PostgreSQL server (issue 23): there is none without DATABASE_URL.
  if (SEARCH === 'postgres' && DATABASE_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: SEARCH: postgres needs DATABASE_URL (the PostgreSQL server it searches in)',
    );
  }
  const repositoryRoot = resolve(dirname(packageRoot), '..');
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(DATA_DIR ?? resolve(repositoryRoot, 'data')),
    platform: PLATFORM,
    magento: loadMagentoConfig(env, PLATFORM),
    search: SEARCH,
    searchEngine: loadSearchEngineConfig(env, SEARCH),
    databaseUrl: DATABASE_URL,
    publicUrl: PUBLIC_URL ?? `http://localhost:${PORT}`,
    environment: NODE_ENV,
    slidePhotoToken: SLIDE_PHOTO_ADMIN_TOKEN,
    listOutOfStockProducts: CATALOG_LIST_OUT_OF_STOCK,
    seller: loadSellerIdentity(env),
    cspReportFile: CSP_REPORT_FILE === undefined ? undefined : resolve(CSP_REPORT_FILE),
    outputCache:
      REDIS_URL === undefined
        ? undefined
        : {
            redisUrl: REDIS_URL,
            ttlSeconds: OUTPUT_CACHE_TTL_SECONDS,
            keyPrefix: OUTPUT_CACHE_KEY_PREFIX,
            invalidateToken: CACHE_INVALIDATE_TOKEN,
          },
  };
}
