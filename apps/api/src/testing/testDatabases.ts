import { migrate } from '../db/migrate';
import { type OpenDatabase, openDatabase } from '../db/openDatabase';
import { clonePostgresTemplate } from './clonePostgresTemplate';

/** The backends every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testBackends: ReadonlyArray<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

if (!process.env.TEST_DATABASE_URL && !process.env.QUIET_SKIPS) {
  process.env.QUIET_SKIPS = '1';
  console.info('[api tests] TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED; tests run on PGlite only.');
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a database of its own on the PostgreSQL server
 * of TEST_DATABASE_URL (copied from a migrated template, dropped on close).
 * @example
 * const database = await openTestDatabase('postgres');
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await migrate(database);
    return database;
  }
  return clonePostgresTemplate(testDatabaseUrl(), 'migrated', async (database) => {
    await migrate(database);
  });
}

/** The PostgreSQL server the tests may use (TEST_DATABASE_URL); only asked for when set. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}
