import type { OpenDatabase } from '../db/openDatabase';
import { MemorySpentTokens } from './MemorySpentTokens';
import { PostgresSpentTokens } from './PostgresSpentTokens';
import type { SpentTokens } from './SpentTokens';

/**
 * The spent tokens of one purpose: on a PostgreSQL server (`DATABASE_URL`) shared by every shop process on it
 * (issue 23: a token spent through one process is spent for all); on the embedded database, in memory.
 * @example
 * const spent = spentTokensFor(database, 'mail');
 */
export function spentTokensFor(database: OpenDatabase, purpose: string): SpentTokens {
  return database.kind === 'postgres' ? new PostgresSpentTokens(database.db, purpose) : new MemorySpentTokens();
}
