import type { CartMessage } from '../notification/CartMessage';

/** The outcome of {@link checkQuantity}: the quantity to use, or why it is refused (a code, the app makes the text). */
export type QuantityProblemCheck =
  | { readonly ok: true; readonly qty: number }
  | { readonly ok: false; readonly message: CartMessage };

/**
 * Normalises a quantity asked for a line (SPEC §5): read as a number, 1 when absent, then it must be
 * above 0, a whole number, and not above the maximum ("Only {maxQuantity} of this type available").
 * @example
 * checkQuantity('3', { maxQuantity: 10 }); // { ok: true, qty: 3 }
 * checkQuantity(12, { maxQuantity: 10 }); // { ok: false, message: { code: 'onlyAvailable', params: { maxQuantity: 10 } } }
 */
export function checkQuantity(value: unknown, { maxQuantity }: { maxQuantity: number }): QuantityProblemCheck {
  const qty =
    value === undefined || value === null || value === ''
      ? 1
      : typeof value === 'string'
        ? Number(value.trim())
        : typeof value === 'number'
          ? value
          : Number.NaN;
  if (!Number.isFinite(qty)) return { ok: false, message: { code: 'quantityNotANumber' } };
  if (qty <= 0) return { ok: false, message: { code: 'quantityNotPositive' } };
  if (!Number.isInteger(qty)) return { ok: false, message: { code: 'quantityNotWhole' } };
  if (qty > maxQuantity) return { ok: false, message: { code: 'onlyAvailable', params: { maxQuantity } } };
  return { ok: true, qty };
}
