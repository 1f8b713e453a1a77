import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AttemptStore } from './AttemptStore';

// One add in this many also deletes every limiter's attempts older than a day, so that keys never tried again do
// not stay in the table for ever (the longest window is 15 minutes; trust lasts until its own date).
const SWEEP_EVERY = 200;
const SWEEP_AGE_MS = 86_400_000;

/**
 * An {@link AttemptStore} in PostgreSQL (tables `attempt_log` and `attempt_trust`, migration 0033): every shop process
 * on one server counts the same attempts, so two processes do not double a limit (issue 23). A check and the record
 * that follows it are two statements: two processes racing on one key may let one attempt more through, as two
 * requests racing in one process could.
 * @example
 * const limiter = new AttemptLimiter(limits, new PostgresAttemptStore(database.db, 'login'));
 */
export class PostgresAttemptStore implements AttemptStore {
  #adds = 0;

  constructor(
    readonly db: Kysely<Database>,
    /** The limiter's name: each limiter counts its own keys. */
    readonly limiter: string,
  ) {}

  async recent(key: string, since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('attempt_log')
      .select('at')
      .where('limiter', '=', this.limiter)
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    return rows.map((row) => Number(row.at));
  }

  async add(keys: readonly string[], at: number, since: number): Promise<void> {
    await this.db
      .insertInto('attempt_log')
      .values(keys.map((key) => ({ limiter: this.limiter, key, at })))
      .execute();
    await this.db
      .deleteFrom('attempt_log')
      .where('limiter', '=', this.limiter)
      .where('key', 'in', [...keys])
      .where('at', '<=', since)
      .execute();
    this.#adds += 1;
    if (this.#adds % SWEEP_EVERY === 0) {
      await this.db
        .deleteFrom('attempt_log')
        .where('at', '<', at - SWEEP_AGE_MS)
        .execute();
      await this.db.deleteFrom('attempt_trust').where('until', '<', at).execute();
    }
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('attempt_log').where('limiter', '=', this.limiter).where('key', '=', key).execute();
  }

  async trust(key: string, until: number): Promise<void> {
    await this.db
      .insertInto('attempt_trust')
      .values({ limiter: this.limiter, key, until })
      .onConflict((conflict) => conflict.columns(['limiter', 'key']).doUpdateSet({ until }))
      .execute();
  }

  async trustedUntil(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('attempt_trust')
      .select('until')
      .where('limiter', '=', this.limiter)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? Number(row.until) : 0;
  }
}
