import { PricingError } from '../errors/PricingError.js';
import { fromCents } from '../money/fromCents.js';
import { MAX_CENTS } from '../money/limits.js';
import { readAmount } from '../money/readAmount.js';
import { optionSupplementCents } from './optionSupplementCents.js';
import type { SelectedCustomOption } from './SelectedCustomOption.js';

/**
 * The product price with the custom options the shopper picked (SPEC §4 "Pricing"): a `fixed` option price is added
 * as is; a `percent` one adds that share of `basePrice`, the current product price, rounded half-up (away from zero)
 * to the cent. Only options with a positive `option_type_id` count. An option price may be negative (a discount
 * option, as Magento allows); the price with options is never below 0: the total is clamped at 0.
 *
 * @param basePrice - the current unit price of the product in euros (excl. or incl. tax: options are added as is).
 * @param selectedOptions - the picked option values.
 * @returns euros: `basePrice` plus the options, at least 0.
 * @throws {@link PricingError} for a negative `basePrice`, non-finite option prices and unknown `price_type`s.
 *
 * @example
 * ```ts
 * import { getCustomOptionsPrice } from '@citerne/pricing';
 *
 * getCustomOptionsPrice(1000, [
 *   { option_id: 1, option_type_id: 3, price: 49.9, price_type: 'fixed' }, // + 49.90 (anti-UV cover)
 *   { option_id: 2, option_type_id: 7, price: 10, price_type: 'percent' }, // + 100.00 (10 % of 1000)
 *   { option_id: 3, option_type_id: 0, price: 500, price_type: 'fixed' }, // not a picked value: ignored
 *   { option_id: 4, option_type_id: 9, price: -20, price_type: 'fixed' }, // − 20.00 (a discount option)
 * ]); // 1129.9
 * getCustomOptionsPrice(10, [{ option_type_id: 9, price: -25 }]); // 0: never below 0
 * ```
 */
export function getCustomOptionsPrice(basePrice: number, selectedOptions: readonly SelectedCustomOption[]): number {
  const base = readAmount(basePrice, 'basePrice');
  if (base === null) throw new PricingError('invalid_amount', 'basePrice', 'basePrice is required');
  if (!Array.isArray(selectedOptions)) {
    throw new PricingError('invalid_input', 'selectedOptions', 'selectedOptions must be an array');
  }
  let total = base;
  selectedOptions.forEach((option: SelectedCustomOption, index) => {
    const path = `selectedOptions[${index}]`;
    if (typeof option !== 'object' || option === null) {
      throw new PricingError('invalid_input', path, `${path} must be a custom option`);
    }
    const typeId = option.option_type_id;
    if (typeof typeId !== 'number' || !(typeId > 0)) return;
    total += optionSupplementCents(base, option, path);
    if (total > MAX_CENTS) {
      throw new PricingError('invalid_amount', path, `the price with options exceeds ${MAX_CENTS / 100} euros`);
    }
  });
  // Discount options may take more than the price: a price is never negative (SPEC §5 refuses those).
  return fromCents(Math.max(0, total));
}
