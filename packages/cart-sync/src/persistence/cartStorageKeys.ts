/**
 * The local storage keys of the cart (SPEC §4 "Cart"): the lines, the server cart token and the cart
 * hash at the last totals sync.
 * @example
 * localStorage.getItem(CART_STORAGE_KEYS.token);
 */
export const CART_STORAGE_KEYS = {
  cart: 'current-cart',
  token: 'current-cart-token',
  hash: 'current-cart-hash',
} as const;
