import type { SpentTokens } from './SpentTokens';

/**
 * {@link SpentTokens} in the process's memory, for one process (the embedded database serves one). Bounded by time:
 * a spent token is kept only until it expires, and expired ones are dropped at every spend.
 * @example
 * const spent = new MemorySpentTokens();
 * await spent.spendOnce(nonce, expiry, Date.now()); // true, then false
 */
export class MemorySpentTokens implements SpentTokens {
  readonly #spent = new Map<string, number>();

  async spendOnce(token: string, expiresAt: number, now: number): Promise<boolean> {
    for (const [spent, until] of this.#spent) if (until <= now) this.#spent.delete(spent);
    if (this.#spent.has(token)) return false;
    this.#spent.set(token, expiresAt);
    return true;
  }
}
