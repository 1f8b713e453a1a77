import { migrate } from '../db/migrate';
import type { OpenDatabase } from '../db/openDatabase';
import { loadSeed } from '../seed/loadSeed';
import { clonePostgresTemplate } from './clonePostgresTemplate';
import { openPgliteFromDump } from './openPgliteFromDump';

/** The backends every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testBackends: ReadonlyArray<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

if (!process.env.TEST_DATABASE_URL && !process.env.QUIET_SKIPS) {
  process.env.QUIET_SKIPS = '1';
  console.info('[api tests] TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED; tests run on PGlite only.');
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (from a dump), or a database of its own on the
 * PostgreSQL server of TEST_DATABASE_URL (copied from a migrated template, dropped on close).
 * @example
 * const database = await openTestDatabase('postgres');
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  const build = async (database: OpenDatabase) => {
    await migrate(database);
  };
  if (kind === 'pglite') return openPgliteFromDump('migrated', build);
  return clonePostgresTemplate(testDatabaseUrl(), 'migrated', build);
}

/** Migrates, then loads the catalogue seed: the content of `openSeededTestDatabase`. */
async function migrateAndSeed(database: OpenDatabase): Promise<void> {
  await migrate(database);
  await loadSeed(database);
}

/**
 * A fresh database with the catalogue seed (migrated, `loadSeed`) for one test file, as `openTestDatabase` opens it:
 * a PGlite dump or a copy of a PostgreSQL template, so the seed is loaded once per run rather than once per file.
 * @example
 * const database = await openSeededTestDatabase('pglite');
 */
export async function openSeededTestDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  if (kind === 'pglite') return openPgliteFromDump('seeded', migrateAndSeed);
  return clonePostgresTemplate(testDatabaseUrl(), 'seeded', migrateAndSeed);
}

/** The PostgreSQL server the tests may use (TEST_DATABASE_URL); only asked for when set. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}
