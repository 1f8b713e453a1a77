import type { ProductMeasure } from '@citerne/core-api/contract';

// A length as typed by a French shopper: digits, then a decimal comma or point, no sign, no thousands separator.
const LENGTH = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/**
 * A length written in `unit` as whole centimetres, read on its decimal text (no binary error): `m` takes up to 2
 * decimals, `cm` none. `null` when the text is no such length.
 *
 * @example
 * toCentimetres('2,35', 'm'); // 235
 * toCentimetres('120', 'cm'); // 120
 * toCentimetres('12,5', 'cm'); // null
 */
export function toCentimetres(text: string, unit: ProductMeasure['unit']): number | null {
  const match = LENGTH.exec(text.trim());
  if (!match) return null;
  const [, whole = '', decimals = ''] = match;
  if (unit === 'cm') return decimals === '' ? Number(whole) : null;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}
