import type { StorageLike } from '@citerne/cart-sync';
import type { CheckoutState } from '../state/CheckoutState';
import { CHECKOUT_STORAGE_KEY } from './checkoutStorageKey';

/**
 * Saves the checkout under `checkout-details` (SPEC §3 "Checkout details") so a reload, a return from
 * the card provider or a retry finds the details, the order attempt and the confirmation. The password
 * is never written. A failing write (quota, private mode) is ignored: the checkout keeps working in memory.
 * @example
 * writeStoredCheckout(window.localStorage, state);
 */
export function writeStoredCheckout(storage: StorageLike, state: CheckoutState): void {
  const { password: _never, ...personalDetails } = state.personalDetails;
  try {
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...state, personalDetails }));
  } catch {
    // SPEC §4 "Storage": a quota error must not break the checkout.
  }
}
