/**
 * Where an {@link AttemptLimiter} keeps its counts: in the process (`MemoryAttemptStore`) or in PostgreSQL, shared by
 * every shop process on one server (`PostgresAttemptStore`, issue 23). Times are milliseconds since the epoch.
 */
export interface AttemptStore {
  /** The times of `key`'s attempts after `since`, oldest first. */
  recent(key: string, since: number): Promise<number[]>;
  /** Counts one attempt at `at` for each key; attempts at or before `since` are no longer needed. */
  add(keys: readonly string[], at: number, since: number): Promise<void>;
  /** Forgets `key`'s attempts. */
  forget(key: string): Promise<void>;
  /** Trusts `key` until `until`. */
  trust(key: string, until: number): Promise<void>;
  /** Until when `key` is trusted; 0 when it is not. */
  trustedUntil(key: string): Promise<number>;
}

/** Makes the store of one named limiter (`login`, `reset`, `contact`…). */
export type AttemptStoreFactory = (limiter: string) => AttemptStore;
