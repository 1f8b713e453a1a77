import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SpentTokens } from './SpentTokens';

// One spend in this many also deletes the expired tokens of every purpose.
const SWEEP_EVERY = 100;

/**
 * {@link SpentTokens} in PostgreSQL (table `spent_tokens`, migration 0034), shared by every shop process on one
 * server: the insert either creates the row or finds it, in one statement, so two processes spending one token at
 * the same moment give `true` to exactly one of them (issue 23).
 * @example
 * const spent = new PostgresSpentTokens(database.db, 'mail');
 */
export class PostgresSpentTokens implements SpentTokens {
  #spends = 0;

  constructor(
    readonly db: Kysely<Database>,
    /** What the tokens are for: each purpose its own tokens. */
    readonly purpose: string,
  ) {}

  async spendOnce(token: string, expiresAt: number, now: number): Promise<boolean> {
    this.#spends += 1;
    if (this.#spends % SWEEP_EVERY === 0) {
      await this.db.deleteFrom('spent_tokens').where('expires_at', '<=', now).execute();
    }
    const inserted = await this.db
      .insertInto('spent_tokens')
      .values({ purpose: this.purpose, token, expires_at: expiresAt })
      .onConflict((conflict) => conflict.columns(['purpose', 'token']).doNothing())
      .returning('token')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
