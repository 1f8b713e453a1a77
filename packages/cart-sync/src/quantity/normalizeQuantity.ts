import type { CartMessage } from '../notification/CartMessage';
import { checkQuantity } from './checkQuantity';

/** The outcome of {@link normalizeQuantity}: the quantity to use, or why it is refused. */
export type QuantityCheck =
  | { readonly ok: true; readonly qty: number }
  | { readonly ok: false; readonly message: CartMessage };

/**
 * {@link checkQuantity}, the quantity rule of the product rules' refusals (`RefusedProduct.messages`): the refusal
 * is a code, like every cart message.
 * @example
 * normalizeQuantity('3', { maxQuantity: 10 }); // { ok: true, qty: 3 }
 * normalizeQuantity(12, { maxQuantity: 10 }); // { ok: false, message: { code: 'onlyAvailable', params: { maxQuantity: 10 } } }
 */
export function normalizeQuantity(value: unknown, options: { maxQuantity: number }): QuantityCheck {
  return checkQuantity(value, options);
}
