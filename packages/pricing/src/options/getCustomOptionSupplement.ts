import { PricingError } from '../errors/PricingError.js';
import { fromCents } from '../money/fromCents.js';
import { readAmount } from '../money/readAmount.js';
import { optionSupplementCents } from './optionSupplementCents.js';
import type { SelectedCustomOption } from './SelectedCustomOption.js';

/**
 * What one custom option value adds to the current product price (SPEC §4 "Pricing"), the rule of
 * {@link getCustomOptionsPrice} for one value: a `fixed` price as is, a `percent` one that share of `basePrice`
 * rounded half-up to the cent. For the supplement a product page shows beside a choice.
 *
 * @param basePrice - the current unit price of the product in euros.
 * @param option - the option value (its `price` and `price_type`).
 * @returns euros, whole cents; negative for a discount option.
 * @throws {@link PricingError} for a negative or missing `basePrice`, a non-finite price or an unknown `price_type`.
 *
 * @example
 * ```ts
 * import { getCustomOptionSupplement } from '@citerne/pricing';
 *
 * getCustomOptionSupplement(575, { price: 42, price_type: 'percent' }); // 241.5
 * getCustomOptionSupplement(0.29, { price: 50, price_type: 'percent' }); // 0.15: half a cent rounds up
 * getCustomOptionSupplement(575, { price: 49.9 }); // 49.9 (fixed by default)
 * ```
 */
export function getCustomOptionSupplement(basePrice: number, option: SelectedCustomOption): number {
  const base = readAmount(basePrice, 'basePrice');
  if (base === null) throw new PricingError('invalid_amount', 'basePrice', 'basePrice is required');
  return fromCents(optionSupplementCents(base, option, 'option'));
}
