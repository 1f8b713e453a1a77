import { type Clock, systemClock } from '../clock/clock';
import { type Claim, ClaimSchema } from '../contract/claim/claim';
import { createPersistentCache } from './createPersistentCache';
import type { KeyValueStore } from './keyValueStore';

/** Claims kept in the browser (SPEC §3 "Claim"), such as `cookiesAccepted`. */
export interface Claims {
  get(code: string): Promise<Claim | null>;
  /** Stores a claim with `created_at` now. */
  set(code: string, value: unknown, description?: string): Promise<Claim>;
  /** The stored claim, or a new one holding `initialValue` when there is none (SPEC §4 cookie notice). */
  ensure(code: string, initialValue: unknown): Promise<Claim>;
  remove(code: string): Promise<void>;
}

/**
 * Creates the claims store, a persistent cache of namespace `claims` validated with the Claim schema.
 *
 * @example
 * const claims = createClaims();
 * await claims.ensure('cookiesAccepted', false); // the notice asks; absent → stores false
 * await claims.set('cookiesAccepted', true);     // the close icon
 */
export function createClaims(options: { store?: KeyValueStore; clock?: Clock } = {}): Claims {
  const clock = options.clock ?? systemClock;
  const cache = createPersistentCache({
    namespace: 'claims',
    schema: ClaimSchema,
    clock,
    quotaCheckIntervalMs: 0,
    ...(options.store ? { store: options.store } : {}),
  });
  const claims: Claims = {
    get: (code) => cache.getItem(code),
    async set(code, value, description) {
      const claim: Claim = {
        code,
        created_at: new Date(clock.now()).toISOString(),
        value,
        ...(description !== undefined ? { description } : {}),
      };
      await cache.setItem(code, claim);
      return claim;
    },
    async ensure(code, initialValue) {
      return (await claims.get(code)) ?? claims.set(code, initialValue);
    },
    remove: (code) => cache.removeItem(code),
  };
  return claims;
}
