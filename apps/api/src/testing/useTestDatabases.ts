import { afterAll, beforeAll } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase, testBackends } from './testDatabases';

/**
 * One migrated test database per backend (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) for a whole test
 * file: opened before its tests, closed after. Call it at the top of the file; the returned function gives a
 * backend's database once the tests run.
 * @example
 * const databaseOf = useTestDatabases();
 * it('…', async () => { await databaseOf('pglite').db.selectFrom('products').execute(); });
 */
export function useTestDatabases(): (kind: string) => OpenDatabase {
  const databases = new Map<string, OpenDatabase>();
  beforeAll(async () => {
    for (const kind of testBackends) databases.set(kind, await openTestDatabase(kind));
  }, 60_000);
  afterAll(async () => {
    for (const database of databases.values()) await database.close();
  });
  return (kind) => {
    const database = databases.get(kind);
    if (!database) throw new Error(`no ${kind} test database: is it one of testBackends, and are the tests running?`);
    return database;
  };
}
