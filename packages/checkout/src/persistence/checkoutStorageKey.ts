/**
 * The storage key of the checkout details (SPEC §3 "Checkout details"), read back after a reload or a
 * return from the card provider's page.
 * @example
 * localStorage.removeItem(CHECKOUT_STORAGE_KEY); // logout clears the checkout details (SPEC §4 "Session")
 */
export const CHECKOUT_STORAGE_KEY = 'checkout-details';
