/**
 * The storage key of the last-cart-bypass timestamp (epoch ms, as text) recorded when an order is
 * placed (SPEC §4 "Place order"): a cart loaded afterwards can tell the server cart it finds is the
 * one just ordered.
 * @example
 * Number(localStorage.getItem(LAST_CART_BYPASS_KEY)); // 1714641000000
 */
export const LAST_CART_BYPASS_KEY = 'last-cart-bypass-ts';
