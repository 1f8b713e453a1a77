import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';

/**
 * How the sync treats a failed server call:
 * - `offline`: no answer (or an answer breaking the contract): keep everything, retry later;
 * - `server-error`: a 5xx answer: the server did not take the change. A cart item update it failed is
 *   undone like a refusal (SPEC §4 "Cart", §8: a non-200 cart item update restores the quantity or
 *   removes the item); any other call is kept for the next sync, as offline;
 * - `unauthorized`: 401, the user token was refused (SPEC §4 "Cart connect": fall back to a guest cart);
 * - `gone`: 403/404 or no cart id: the server cart is not ours any more, start a new one;
 * - `refused`: any other error answer (or a request the contract refuses): the server will not take it.
 */
export type CartErrorKind = 'offline' | 'server-error' | 'unauthorized' | 'gone' | 'refused';

/**
 * Classifies an error of a cart call.
 * @example
 * if (classifyError(error) === 'offline') return;
 */
export function classifyError(error: unknown): CartErrorKind {
  if (error instanceof NetworkError) return 'offline';
  if (error instanceof ValidationError) {
    if (error.code === 'CART_ID_MISSING') return 'gone';
    return error.source === 'request' ? 'refused' : 'offline';
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return 'unauthorized';
    if (error.status === 403 || error.status === 404) return 'gone';
    if (error.status >= 500) return 'server-error';
    if (error.status < 400) return 'offline';
    return 'refused';
  }
  return 'offline';
}
