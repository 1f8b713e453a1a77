import type { CartState } from './CartState';
import { cartHash } from './cartHash';

/**
 * Whether the totals must be fetched again (SPEC §4 "Cart"): never synced (no totals, no hash), or
 * the cart changed since the last totals sync (its hash differs).
 * @example
 * if (isTotalsSyncRequired(state)) await cartSync.syncTotals();
 */
export function isTotalsSyncRequired(state: CartState): boolean {
  return state.platformTotals === null || state.hash === null || state.hash !== cartHash(state);
}
