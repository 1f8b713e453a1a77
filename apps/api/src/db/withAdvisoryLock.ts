import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` holding the PostgreSQL advisory lock named `name` (a session lock on one connection of the pool, held
 * for the time of the work), so processes sharing one server do it one at a time. For PostgreSQL servers: on PGlite's
 * single connection the work's own queries would wait behind the connection the lock holds — and one process needs no
 * lock.
 * @example
 * await withAdvisoryLock(database.db, 'citerne_search_index', () => indexer.reindexProducts(skus));
 */
export async function withAdvisoryLock<T>(db: Kysely<Database>, name: string, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
