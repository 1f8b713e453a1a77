import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCatalogSearchConfig } from '@citerne/catalog-search';
import { createRedisOutputCache } from './cache/createRedisOutputCache';
import type { CommerceSettings } from './commerce/CommerceSettings';
import { loadCommerceSettings } from './commerce/loadCommerceSettings';
import { prepareCommerce } from './commerce/prepareCommerce';
import { sellerIdentityNotices } from './config/sellerIdentityNotices';
import type { ServerConfig } from './config/serverConfig';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { createApi } from './http/createApi';
import { cardProviderOrigins } from './payment/cardProviderOrigins';
import { readApprovedReviews } from './review/readApprovedReviews';
import { openSearchBackend } from './search/openSearchBackend';
import { seedIfEmpty } from './seed/loadSeed';
import { readStockRecords } from './stock/readStockRecords';

export interface StartOptions {
  log?: (message: string) => void;
  version?: string;
  /** Commerce settings; read from the environment (`loadCommerceSettings`) when absent. */
  commerce?: CommerceSettings;
}

/**
 * Opens the database named by the configuration (PGlite under `data/` unless
 * `DATABASE_URL` is set), applies pending migrations, seeds the catalogue on
 * first run, and returns the API ready to mount.
 * @example
 * const platform = await startPlatform(loadServerConfig(process.env));
 * serve({ fetch: platform.api.fetch, port: 3000 });
 */
export async function startPlatform(config: ServerConfig, { log = () => {}, version, commerce }: StartOptions = {}) {
  const commerceSettings = commerce ?? loadCommerceSettings(process.env, config);
  for (const notice of sellerIdentityNotices(commerceSettings.seller, config.environment)) log(notice);
  const location = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
  let database = await openDatabase(location);
  log(
    database.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite in ${config.dataDir}/pglite`,
  );
  const applied = await migrate(database);
  if (applied.length > 0) log(`Applied migrations ${applied.join(', ')}`);
  const seeded = await seedIfEmpty(database);
  if (seeded) log(`Seeded the catalogue: ${seeded.categories} categories, ${seeded.products} products`);
  if ((seeded || applied.length > 0) && location.kind === 'pglite' && location.dataDir !== 'memory') {
    // The seed's and migrations' writes grew PGlite's WebAssembly memory (a fresh shop held 770 MB where one opened on
    // its seeded folder holds 320 MB: issue 21), and that memory never shrinks. Closing the database's thread and
    // opening the folder again gives it back; a first start pays one more open.
    await database.close();
    database = await openDatabase(location);
  }
  await prepareCommerce(database, log);
  const searchConfig = createCatalogSearchConfig({ listOutOfStockProducts: config.listOutOfStockProducts });
  const search = await openSearchBackend(config.search, database, {
    config: searchConfig,
    log,
    stock: readStockRecords(database.db),
    reviews: readApprovedReviews(database.db),
    engine: config.searchEngine,
  });
  log(`Search backend: ${search.driver} (revision ${search.revision})`);
  const catalog = {
    search,
    imageCacheDir: join(config.dataDir, 'img-cache'),
    ...(config.slidePhotoToken ? { slidePhotoToken: config.slidePhotoToken } : {}),
  };
  // SPEC §9: the output cache is off unless REDIS_URL is set (issue 23); a Redis that does not answer fails the start.
  const outputCache = config.outputCache
    ? await createRedisOutputCache({
        url: config.outputCache.redisUrl,
        keyPrefix: config.outputCache.keyPrefix,
        ttlSeconds: config.outputCache.ttlSeconds,
      })
    : undefined;
  if (config.outputCache) {
    log(`Output cache: Redis, answers kept ${config.outputCache.ttlSeconds} s (REDIS_URL)`);
    if (!config.outputCache.invalidateToken) {
      log('Output cache: POST /api/invalidate is off until CACHE_INVALIDATE_TOKEN is set');
    }
  }
  const api = createApi({
    database,
    ...(outputCache
      ? { outputCache: { cache: outputCache, invalidateToken: config.outputCache?.invalidateToken } }
      : {}),
    platform: config.platform,
    magento: config.magento,
    commerce: commerceSettings,
    catalog,
    ...(version ? { version } : {}),
    cspReportLog: (line) => {
      console.warn(line);
      if (config.cspReportFile) appendFileSync(config.cspReportFile, `${line}\n`);
    },
  });
  log(`Platform: ${config.platform}`);
  return {
    api,
    database,
    /** Origins the shop's pages may post forms to besides their own: the card providers' payment pages. */
    formActionOrigins: cardProviderOrigins(commerceSettings.cardProviders),
    search,
    /** The Redis output cache when `REDIS_URL` is set: the shop server keeps its pages there too. */
    outputCache,
    close: async () => {
      search.close();
      await outputCache?.close();
      await database.close();
    },
  };
}
