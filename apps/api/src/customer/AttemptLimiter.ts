/** Limits of an {@link AttemptLimiter}, counted over a sliding window. */
export interface AttemptLimits {
  readonly windowMs: number;
  /** Attempts from one client address, whatever the account. */
  readonly perAddress: number;
  /** Attempts on one account from one client address. */
  readonly perAccountAndAddress: number;
  /** Attempts on one account from all addresses; addresses the account was used from before are exempt. */
  readonly perAccount: number;
  /** How long a successful login makes an address trusted for its account. */
  readonly trustMs: number;
  /**
   * Account limits as a back-off instead of a wall (ASVS 5.0 6.3: an attacker must not be able to lock a customer out
   * for long): past its limit an account waits `baseMs` after its last failure, twice as long after each further
   * one, never more than `maxMs`, then may try again. Without it, an account over its limit waits for the window.
   */
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
}

/**
 * Why an attempt is refused, or `null` when it may go ahead: `address` when the client address is over
 * its own limit, `account` when the account (from this address or from everywhere) is.
 */
export type AttemptVerdict = { readonly scope: 'address' | 'account'; readonly retryAfterSeconds: number } | null;

// Bounds each of the limiter's two maps (oldest keys out first); a key's attempts are those of one window.
const MAX_KEYS = 100_000;

/**
 * Counts attempts (failed logins, reset requests) per client address, per account and address, and
 * per account, in memory. An attacker cannot lock a customer out: the account-wide limit does not
 * apply to an address the customer logged in from before, the per-address limits only slow the
 * attacker's own addresses, and with `backoff` an account past its limits waits a short, growing
 * delay (capped) rather than the whole window (ASVS 5.0 6.3, issue 19).
 * @example
 * const limiter = new AttemptLimiter({ windowMs: 900_000, perAddress: 50, perAccountAndAddress: 5, perAccount: 20, trustMs: 30 * 86_400_000 });
 * if (limiter.check('lea@example.fr', ip, now)) throw tooManyAttempts;
 */
export class AttemptLimiter {
  readonly #attempts = new Map<string, number[]>();
  readonly #trusted = new Map<string, number>();

  constructor(readonly limits: AttemptLimits) {}

  /** Whether one more attempt on `account` from `address` is refused, and for how long. */
  check(account: string, address: string, now: number): AttemptVerdict {
    const since = now - this.limits.windowMs;
    const trusted = (this.#trusted.get(`${account}\u0000${address}`) ?? 0) > now;
    const checks: ['address' | 'account', string, number][] = [
      ['address', `a:${address}`, this.limits.perAddress],
      ['account', `aa:${account}\u0000${address}`, this.limits.perAccountAndAddress],
    ];
    if (!trusted) checks.push(['account', `c:${account}`, this.limits.perAccount]);
    for (const [scope, key, limit] of checks) {
      const recent = this.#recent(key, since);
      if (recent.length < limit) continue;
      const { backoff } = this.limits;
      const retryAt =
        scope === 'account' && backoff
          ? (recent[recent.length - 1] ?? now) + Math.min(backoff.maxMs, backoff.baseMs * 2 ** (recent.length - limit))
          : (recent[recent.length - limit] ?? now) + this.limits.windowMs;
      if (retryAt <= now) continue;
      return { scope, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
    }
    return null;
  }

  /** Counts one attempt (a failed login, a reset request). */
  record(account: string, address: string, now: number): void {
    for (const key of [`a:${address}`, `aa:${account}\u0000${address}`, `c:${account}`]) {
      const recent = this.#recent(key, now - this.limits.windowMs);
      recent.push(now);
      this.#attempts.set(key, recent);
    }
    this.#prune();
  }

  /** A successful login: the address's failures on the account are forgotten and the address is trusted. */
  succeed(account: string, address: string, now: number): void {
    this.#attempts.delete(`aa:${account}\u0000${address}`);
    this.#trusted.set(`${account}\u0000${address}`, now + this.limits.trustMs);
    this.#prune();
  }

  #recent(key: string, since: number): number[] {
    const times = this.#attempts.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > since);
    if (kept.length === 0) this.#attempts.delete(key);
    return kept;
  }

  #prune(): void {
    for (const map of [this.#attempts, this.#trusted] as Map<string, unknown>[]) {
      // Maps keep insertion order: the oldest keys go first when the limiter grows too big.
      while (map.size > MAX_KEYS) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
    }
  }
}
