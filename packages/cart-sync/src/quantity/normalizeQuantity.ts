import { cartMessages } from '../notification/cartMessages';

/** The outcome of {@link normalizeQuantity}: the quantity to use, or why it is refused. */
export type QuantityCheck =
  | { readonly ok: true; readonly qty: number }
  | { readonly ok: false; readonly message: string };

/**
 * Normalises a quantity asked for a line (SPEC §5): read as a number, 1 when absent, then it must be
 * above 0, a whole number, and not above the maximum ("Only {maxQuantity} of this type available").
 * @example
 * normalizeQuantity('3', { maxQuantity: 10 }); // { ok: true, qty: 3 }
 * normalizeQuantity(12, { maxQuantity: 10 }); // { ok: false, message: 'Only 10 of this type available' }
 */
export function normalizeQuantity(value: unknown, { maxQuantity }: { maxQuantity: number }): QuantityCheck {
  const qty =
    value === undefined || value === null || value === ''
      ? 1
      : typeof value === 'string'
        ? Number(value.trim())
        : typeof value === 'number'
          ? value
          : Number.NaN;
  if (!Number.isFinite(qty)) return { ok: false, message: cartMessages.quantityNotANumber };
  if (qty <= 0) return { ok: false, message: cartMessages.quantityNotPositive };
  if (!Number.isInteger(qty)) return { ok: false, message: cartMessages.quantityNotWhole };
  if (qty > maxQuantity) return { ok: false, message: cartMessages.onlyAvailable(maxQuantity) };
  return { ok: true, qty };
}
