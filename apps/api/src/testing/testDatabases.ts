import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { type OpenDatabase, openDatabase } from '../db/openDatabase';

/** The backends every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testBackends: ReadonlyArray<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

if (!process.env.TEST_DATABASE_URL && !process.env.QUIET_SKIPS) {
  process.env.QUIET_SKIPS = '1';
  console.info('[api tests] TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED; tests run on PGlite only.');
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a
 * throw-away schema on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await migrate(database);
    return database;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = await openDatabase({ kind: 'postgres', url: scoped.toString() });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
