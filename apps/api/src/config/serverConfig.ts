import { dirname, resolve } from 'node:path';
import type { SellerIdentity } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { PLATFORM_DRIVERS, type PlatformDriverName } from '../platform/Platform';
import { SEARCH_DRIVERS, type SearchDriverName } from '../search/SearchBackend';
import { ConfigError } from './ConfigError';
import { loadMagentoConfig, type MagentoConfig } from './loadMagentoConfig';
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

// Only the embedded drivers exist today: another name is refused at start, naming the ones there are.
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
  } = parsed.output;
  const repositoryRoot = resolve(dirname(packageRoot), '..');
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(DATA_DIR ?? resolve(repositoryRoot, 'data')),
    platform: PLATFORM,
    magento: loadMagentoConfig(env, PLATFORM),
    search: SEARCH,
    databaseUrl: DATABASE_URL,
    publicUrl: PUBLIC_URL ?? `http://localhost:${PORT}`,
    environment: NODE_ENV,
    slidePhotoToken: SLIDE_PHOTO_ADMIN_TOKEN,
    listOutOfStockProducts: CATALOG_LIST_OUT_OF_STOCK,
    seller: loadSellerIdentity(env),
    cspReportFile: CSP_REPORT_FILE === undefined ? undefined : resolve(CSP_REPORT_FILE),
  };
}
