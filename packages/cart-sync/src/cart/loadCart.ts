import type { StoredCart } from '../persistence/StoredCart';
import type { CartState } from './CartState';

/**
 * Loads a cart read back from storage (SPEC §4 "Cart": items are loaded): its lines, pending removals,
 * coupon (and the one still to carry after login), server cart token and hash. Totals are not stored; they come back with the next totals sync.
 * @example
 * const next = loadCart(state, readStoredCart(localStorage));
 */
export function loadCart(state: CartState, stored: StoredCart): CartState {
  return {
    ...state,
    items: stored.items,
    removed: stored.removed,
    serverToken: stored.token,
    hash: stored.hash,
    coupon: stored.coupon,
    couponToCarry: stored.couponToCarry,
    platformTotals: null,
    platformTotalSegments: [],
  };
}
