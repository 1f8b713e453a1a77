import type { CartState } from '../cart/CartState';
import type { CartStorageProblem } from './CartStorageProblem';
import { CART_STORAGE_KEYS } from './cartStorageKeys';
import type { StorageLike } from './StorageLike';

/**
 * Saves the cart to storage (SPEC §4 "Cart"): the lines, pending removals, coupon and coupon still to carry under
 * `current-cart`, the server cart token under `current-cart-token` and the hash under
 * `current-cart-hash`. A failing write (quota, private mode) is reported; the cart keeps working in memory.
 * @example
 * writeStoredCart(window.localStorage, state);
 */
export function writeStoredCart(
  storage: StorageLike,
  state: Pick<CartState, 'items' | 'removed' | 'coupon' | 'serverToken' | 'hash'> &
    Partial<Pick<CartState, 'couponToCarry'>>,
  { onProblem = () => {} }: { onProblem?: (problem: CartStorageProblem) => void } = {},
): void {
  const entries: [string, unknown][] = [
    [
      CART_STORAGE_KEYS.cart,
      {
        items: state.items,
        removed: state.removed,
        coupon: state.coupon,
        couponToCarry: state.couponToCarry ?? null,
      },
    ],
    [CART_STORAGE_KEYS.token, state.serverToken],
    [CART_STORAGE_KEYS.hash, state.hash],
  ];
  for (const [key, value] of entries) {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch (error) {
      onProblem({ kind: 'write-failed', key, message: error instanceof Error ? error.message : String(error) });
    }
  }
}
