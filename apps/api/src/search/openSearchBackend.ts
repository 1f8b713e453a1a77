import type { OpenDatabase } from '../db/openDatabase';
import { EmbeddedSearchBackend, type SearchBackendOptions } from './EmbeddedSearchBackend';
import { PostgresSearchBackend } from './postgres/PostgresSearchBackend';
import type { SearchBackend, SearchDriverName } from './SearchBackend';

/**
 * The search backend named by the configuration (`SEARCH`, validated by `loadServerConfig`), built from the
 * catalogue of `database`. A new driver adds its name to `SEARCH_DRIVERS` and a case here.
 * @example
 * const search = await openSearchBackend('embedded', database, { stock: readStockRecords(database.db) });
 */
export async function openSearchBackend(
  driver: SearchDriverName,
  database: OpenDatabase,
  options: SearchBackendOptions = {},
): Promise<SearchBackend> {
  switch (driver) {
    case 'embedded':
      return EmbeddedSearchBackend.open(database, options);
    case 'postgres':
      return PostgresSearchBackend.open(database, options);
    default:
      throw new Error(`Unknown search driver "${driver satisfies never}".`);
  }
}
