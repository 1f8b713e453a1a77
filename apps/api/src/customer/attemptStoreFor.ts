import type { OpenDatabase } from '../db/openDatabase';
import type { AttemptStoreFactory } from './AttemptStore';
import { MemoryAttemptStore } from './MemoryAttemptStore';
import { PostgresAttemptStore } from './PostgresAttemptStore';

/**
 * The attempt stores of a database: on a PostgreSQL server (`DATABASE_URL`), shared by every shop process on it
 * (issue 23: two processes must not double a limit); on the embedded database, which one process uses, in memory.
 * @example
 * const stores = attemptStoreFor(database);
 * const loginLimiter = new AttemptLimiter(limits, stores('login'));
 */
export function attemptStoreFor(database: OpenDatabase): AttemptStoreFactory {
  return database.kind === 'postgres'
    ? (limiter) => new PostgresAttemptStore(database.db, limiter)
    : () => new MemoryAttemptStore();
}
