/**
 * Remembers single-use tokens once spent, until they expire: in the process (`MemorySpentTokens`) or in PostgreSQL,
 * shared by every shop process on one server (`PostgresSpentTokens`, issue 23). Times are milliseconds since the
 * epoch.
 */
export interface SpentTokens {
  /**
   * Spends `token` (good until `expiresAt`): true the first time, false when it was spent before — by this process
   * or, on PostgreSQL, by any other.
   */
  spendOnce(token: string, expiresAt: number, now: number): Promise<boolean>;
}
