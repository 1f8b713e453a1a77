import { prepareCommerce } from '../../commerce/prepareCommerce';
import type { OpenDatabase } from '../../db/openDatabase';
import { readApprovedReviews } from '../../review/readApprovedReviews';
import { readStockRecords } from '../../stock/readStockRecords';
import { openSeededTestDatabase } from '../../testing/testDatabases';
import type { SearchBackendUnderTest } from '../searchBackendContract';
import { searchContractSubject } from '../searchContractSubject';
import { PostgresSearchBackend } from './PostgresSearchBackend';

/**
 * The PostgreSQL search backend on a fresh seeded database of the server of `TEST_DATABASE_URL`, reading stock and
 * reviews from the platform's tables as `startPlatform` wires it; `database` is open for the test's own writes.
 * @example
 * searchBackendContract('postgres', () => openPostgresSearchForTest());
 */
export async function openPostgresSearchForTest(): Promise<SearchBackendUnderTest & { database: OpenDatabase }> {
  const database = await openSeededTestDatabase('postgres');
  await prepareCommerce(database);
  const backend = await PostgresSearchBackend.open(database, {
    stock: readStockRecords(database.db),
    reviews: readApprovedReviews(database.db),
    stockBatchMs: 20,
  });
  const subject = searchContractSubject(database, backend, async () => {
    backend.close();
    await database.close();
  });
  return { ...subject, database };
}
