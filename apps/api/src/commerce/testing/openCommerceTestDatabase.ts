import type { OpenDatabase } from '../../db/openDatabase';
import { clonePostgresTemplate } from '../../testing/clonePostgresTemplate';
import { openPgliteFromDump } from '../../testing/openPgliteFromDump';
import { testDatabaseUrl } from '../../testing/testDatabases';
import { buildCommerceDatabase } from './buildCommerceDatabase';

/**
 * A fresh database with the catalogue seed and the commerce fixtures (`buildCommerceDatabase`), for one test file:
 * PGlite from a dump, or a database of its own on the PostgreSQL of TEST_DATABASE_URL, copied from a template.
 * @example
 * const database = await openCommerceTestDatabase('postgres');
 */
export async function openCommerceTestDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  if (kind === 'pglite') return openPgliteFromDump('commerce', buildCommerceDatabase);
  return clonePostgresTemplate(testDatabaseUrl(), 'commerce', buildCommerceDatabase);
}
