// `pnpm seed`: reloads the catalogue seed files into the configured database.
import { cacheTags } from '../cache/cacheTags';
import { createRedisOutputCache } from '../cache/createRedisOutputCache';
import { loadServerConfig } from '../config/serverConfig';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { loadSeed } from '../seed/loadSeed';

const config = loadServerConfig(process.env);
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrate(database);
  const summary = await loadSeed(database);
  console.log(`Catalogue reloaded: ${summary.categories} categories, ${summary.products} products.`);
  // The running shops' output cache holds the old catalogue: dropped (issue 23; their search indexes are told apart).
  if (config.outputCache) {
    const { redisUrl, keyPrefix, ttlSeconds } = config.outputCache;
    const cache = await createRedisOutputCache({ url: redisUrl, keyPrefix, ttlSeconds });
    try {
      console.log(`Output cache: ${await cache.invalidate([cacheTags.catalog])} kept answers and pages dropped.`);
    } finally {
      await cache.close();
    }
  }
} finally {
  await database.close();
}
