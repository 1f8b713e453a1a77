import { prepareCommerce } from '../commerce/prepareCommerce';
import { openSeededPglite } from '../commerce/testing/openSeededPglite';
import type { OpenDatabase } from '../db/openDatabase';
import { loadSeed } from '../seed/loadSeed';
import { readStockRecords } from '../stock/readStockRecords';
import { openTestDatabase } from '../testing/testDatabases';
import { EmbeddedSearchBackend } from './EmbeddedSearchBackend';
import type { SearchBackendUnderTest } from './searchBackendContract';
import { searchContractSubject } from './searchContractSubject';

/**
 * The embedded search backend on a fresh seeded store (PGlite, or a throw-away schema on the PostgreSQL of
 * `TEST_DATABASE_URL`), reading its stock from the platform's `stock_items` as `startPlatform` wires it.
 * @example
 * searchBackendContract('embedded on PGlite', () => openEmbeddedSearchForTest('pglite'));
 */
export async function openEmbeddedSearchForTest(kind: 'pglite' | 'postgres'): Promise<SearchBackendUnderTest> {
  let database: OpenDatabase;
  if (kind === 'pglite') {
    database = await openSeededPglite();
  } else {
    database = await openTestDatabase(kind);
    await loadSeed(database);
    await prepareCommerce(database);
  }
  const backend = await EmbeddedSearchBackend.open(database, { stock: readStockRecords(database.db) });
  return searchContractSubject(database, backend, () => database.close());
}
