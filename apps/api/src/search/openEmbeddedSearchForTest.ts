import { openCommerceTestDatabase } from '../commerce/testing/openCommerceTestDatabase';
import { readStockRecords } from '../stock/readStockRecords';
import { EmbeddedSearchBackend } from './EmbeddedSearchBackend';
import type { SearchBackendUnderTest } from './searchBackendContract';
import { searchContractSubject } from './searchContractSubject';

/**
 * The embedded search backend on a fresh seeded store (PGlite, or a database of its own on the PostgreSQL of
 * `TEST_DATABASE_URL`), reading its stock from the platform's `stock_items` as `startPlatform` wires it.
 * @example
 * searchBackendContract('embedded on PGlite', () => openEmbeddedSearchForTest('pglite'));
 */
export async function openEmbeddedSearchForTest(kind: 'pglite' | 'postgres'): Promise<SearchBackendUnderTest> {
  // The commerce store (seed, fixtures, stock): a dump on PGlite, a template's copy on PostgreSQL.
  const database = await openCommerceTestDatabase(kind);
  const backend = await EmbeddedSearchBackend.open(database, { stock: readStockRecords(database.db) });
  return searchContractSubject(database, backend, () => database.close());
}
