// `pnpm --filter @citerne/api index:search`: builds the Elasticsearch / OpenSearch indices from the platform's
// database and swaps the aliases onto them; `-- --skus A,B` takes only those products in (incremental update).
import { createCatalogSearchConfig } from '@citerne/catalog-search';
import { loadServerConfig } from '../config/serverConfig';
import { openDatabase } from '../db/openDatabase';
import { readApprovedReviews } from '../review/readApprovedReviews';
import { databaseCatalog } from '../search/elasticsearch/CatalogSource';
import { EngineSearchIndexer } from '../search/elasticsearch/EngineSearchIndexer';
import { elasticsearchEngine } from '../search/elasticsearch/elasticsearchEngine';
import { opensearchEngine } from '../search/elasticsearch/opensearchEngine';
import { readStockRecords } from '../stock/readStockRecords';

const config = loadServerConfig(process.env);
const engineConfig = config.searchEngine;
if (!engineConfig) {
  console.error(
    'index:search needs SEARCH=elasticsearch or SEARCH=opensearch and SEARCH_URL (apps/api README "Backends").',
  );
  process.exit(2);
}
const at = process.argv.indexOf('--skus');
const skus = at === -1 ? null : (process.argv[at + 1] ?? '').split(',').filter((sku) => sku !== '');
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
const engine =
  engineConfig.driver === 'elasticsearch' ? elasticsearchEngine(engineConfig) : opensearchEngine(engineConfig);
try {
  const indexer = new EngineSearchIndexer(
    engine,
    databaseCatalog(database, { stock: readStockRecords(database.db), reviews: readApprovedReviews(database.db) }),
    {
      indexPrefix: engineConfig.indexPrefix,
      config: createCatalogSearchConfig({ listOutOfStockProducts: config.listOutOfStockProducts }),
      now: Date.now,
      log: (message) => console.log(message),
    },
  );
  if (skus) {
    const { indexed, removed } = await indexer.indexProducts(skus);
    console.log(`Search indices updated: ${indexed} products indexed, ${removed} removed.`);
  } else {
    await indexer.buildAll();
  }
} catch (error) {
  // The client's errors name the cluster's refusal, never the credentials.
  console.error(`index:search failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await engine.close();
  await database.close();
}
