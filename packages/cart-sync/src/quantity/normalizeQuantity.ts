import { cartMessageSource } from '../notification/cartMessageSource';
import { checkQuantity } from './checkQuantity';

/** The outcome of {@link normalizeQuantity}: the quantity to use, or why it is refused. */
export type QuantityCheck =
  | { readonly ok: true; readonly qty: number }
  | { readonly ok: false; readonly message: string };

/**
 * {@link checkQuantity} with the refusal as its English text, for the product rules' refusals
 * (`RefusedProduct.messages`).
 * @example
 * normalizeQuantity('3', { maxQuantity: 10 }); // { ok: true, qty: 3 }
 * normalizeQuantity(12, { maxQuantity: 10 }); // { ok: false, message: 'Only 10 of this type available' }
 */
export function normalizeQuantity(value: unknown, options: { maxQuantity: number }): QuantityCheck {
  const checked = checkQuantity(value, options);
  return checked.ok ? checked : { ok: false, message: cartMessageSource(checked.message) };
}
