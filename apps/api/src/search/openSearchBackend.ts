import type { SearchEngineConfig } from '../config/loadSearchEngineConfig';
import type { OpenDatabase } from '../db/openDatabase';
import { withAdvisoryLock } from '../db/withAdvisoryLock';
import { EmbeddedSearchBackend, type SearchBackendOptions } from './EmbeddedSearchBackend';
import { databaseCatalog } from './elasticsearch/CatalogSource';
import { EngineSearchBackend } from './elasticsearch/EngineSearchBackend';
import { elasticsearchEngine } from './elasticsearch/elasticsearchEngine';
import { opensearchEngine } from './elasticsearch/opensearchEngine';
import { PostgresSearchBackend } from './postgres/PostgresSearchBackend';
import type { SearchBackend, SearchDriverName } from './SearchBackend';

/** What a driver is opened with: the embedded drivers' options, and the cluster of `elasticsearch` / `opensearch`. */
export interface OpenSearchOptions extends SearchBackendOptions {
  /** `SEARCH_URL` and the variables beside it (`loadSearchEngineConfig`), for `elasticsearch` and `opensearch`. */
  readonly engine?: SearchEngineConfig | undefined;
}

/**
 * The search backend named by the configuration (`SEARCH`, validated by `loadServerConfig`), built from the
 * catalogue of `database` (or, for `elasticsearch` and `opensearch`, reading the cluster's indices, which the
 * indexer builds from it, and pricing products again from it when a special price starts or ends). A new driver
 * adds its name to `SEARCH_DRIVERS` and a case here.
 * @example
 * const search = await openSearchBackend('embedded', database, { stock: readStockRecords(database.db) });
 */
export async function openSearchBackend(
  driver: SearchDriverName,
  database: OpenDatabase,
  options: OpenSearchOptions = {},
): Promise<SearchBackend> {
  switch (driver) {
    case 'embedded':
      return EmbeddedSearchBackend.open(database, options);
    case 'postgres':
      return PostgresSearchBackend.open(database, options);
    case 'elasticsearch':
    case 'opensearch': {
      const { engine } = options;
      if (engine?.driver !== driver) {
        throw new Error(`SEARCH=${driver} needs SEARCH_URL (see apps/api README "Backends").`);
      }
      return EngineSearchBackend.open(
        driver === 'elasticsearch' ? elasticsearchEngine(engine) : opensearchEngine(engine),
        {
          indexPrefix: engine.indexPrefix,
          // The catalogue the indices are built from: products are priced again from it when a special price
          // starts or ends, as `index:search -- --skus` would.
          catalog: databaseCatalog(database, {
            ...(options.stock ? { stock: options.stock } : {}),
            ...(options.reviews ? { reviews: options.reviews } : {}),
          }),
          ...(options.config ? { config: options.config } : {}),
          ...(options.stock ? { stock: options.stock } : {}),
          ...(options.log ? { log: options.log } : {}),
          ...(options.now ? { now: options.now } : {}),
          // Shop processes sharing a PostgreSQL server take a price change in once between them.
          ...(database.kind === 'postgres'
            ? { exclusive: (work) => withAdvisoryLock(database.db, 'citerne_search_prices', work) }
            : {}),
        },
      );
    }
    default:
      throw new Error(`Unknown search driver "${driver satisfies never}".`);
  }
}
