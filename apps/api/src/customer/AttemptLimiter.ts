import type { AttemptStore } from './AttemptStore';
import { MemoryAttemptStore } from './MemoryAttemptStore';

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

/**
 * An account and an address as one key, joined by the unit separator (U+001F): neither an e-mail nor an address holds
 * it, and PostgreSQL's text, unlike the memory store, cannot hold U+0000.
 */
const pair = (account: string, address: string) => `${account}\u001f${address}`;

/**
 * Counts attempts (failed logins, reset requests) per client address, per account and address, and
 * per account, in its store: the process's memory by default, PostgreSQL when the shop runs as several processes on
 * one server (`attemptStoreFor`, issue 23). An attacker cannot lock a customer out: the account-wide limit does not
 * apply to an address the customer logged in from before, the per-address limits only slow the
 * attacker's own addresses, and with `backoff` an account past its limits waits a short, growing
 * delay (capped) rather than the whole window (ASVS 5.0 6.3, issue 19).
 * @example
 * const limiter = new AttemptLimiter({ windowMs: 900_000, perAddress: 50, perAccountAndAddress: 5, perAccount: 20, trustMs: 30 * 86_400_000 });
 * if (await limiter.check('lea@example.fr', ip, now)) throw tooManyAttempts;
 */
export class AttemptLimiter {
  constructor(
    readonly limits: AttemptLimits,
    readonly store: AttemptStore = new MemoryAttemptStore(),
  ) {}

  /** Whether one more attempt on `account` from `address` is refused, and for how long. */
  async check(account: string, address: string, now: number): Promise<AttemptVerdict> {
    const since = now - this.limits.windowMs;
    const checks: ['address' | 'account', string, number][] = [
      ['address', `a:${address}`, this.limits.perAddress],
      ['account', `aa:${pair(account, address)}`, this.limits.perAccountAndAddress],
      ['account', `c:${account}`, this.limits.perAccount],
    ];
    // Read at once: on PostgreSQL each read is a round trip, and a login waits for all of them.
    const [trustedUntil, ...recents] = await Promise.all([
      this.store.trustedUntil(pair(account, address)),
      ...checks.map(([, key]) => this.store.recent(key, since)),
    ]);
    // The account-wide limit does not apply to an address the customer logged in from.
    const applying = trustedUntil > now ? 2 : 3;
    for (const [index, [scope, , limit]] of checks.slice(0, applying).entries()) {
      const recent = recents[index] ?? [];
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
  async record(account: string, address: string, now: number): Promise<void> {
    await this.store.add(
      [`a:${address}`, `aa:${pair(account, address)}`, `c:${account}`],
      now,
      now - this.limits.windowMs,
    );
  }

  /** A successful login: the address's failures on the account are forgotten and the address is trusted. */
  async succeed(account: string, address: string, now: number): Promise<void> {
    await Promise.all([
      this.store.forget(`aa:${pair(account, address)}`),
      this.store.trust(pair(account, address), now + this.limits.trustMs),
    ]);
  }
}
