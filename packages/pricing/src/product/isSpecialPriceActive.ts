import type { PricingConfig } from '../config/PricingConfig.js';
import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { readNow } from '../dates/readNow.js';
import { PricingError } from '../errors/PricingError.js';
import { readAmount } from '../money/readAmount.js';
import { isWithinSpecialDates } from './isWithinSpecialDates.js';
import type { PriceSource } from './PriceSource.js';

/**
 * Whether the product's special price applies at `now` (SPEC §4 "Pricing"): it is set (a special price of 0 means
 * none), strictly below the original price, and `now` lies inside `special_from_date` / `special_to_date`, either of
 * which may be missing (open end). A `special_to_date` written as a day (`2025-07-31` or `2025-07-31 00:00:00`)
 * includes that whole day in the shop's time zone. Works on a catalogue product and on one already priced by
 * `calculateProductTax` (then its `original_*` fields are compared).
 *
 * @param now - the instant to check, a `Date` or epoch ms.
 * @param config - for the shop's time zone; default {@link defaultPricingConfig}.
 * @throws {@link PricingError} for a negative or malformed price or an unreadable date.
 *
 * @example
 * ```ts
 * import { isSpecialPriceActive } from '@citerne/pricing';
 *
 * const citerne = { price: 499, special_price: 449, special_from_date: '2025-06-25', special_to_date: '2025-07-22' };
 * isSpecialPriceActive(citerne, new Date('2025-07-01T10:00:00Z')); // true
 * isSpecialPriceActive(citerne, new Date('2025-08-01T10:00:00Z')); // false: the sale is over
 * isSpecialPriceActive({ price: 499, special_price: 520 }, Date.now()); // false: not below the price
 * ```
 */
export function isSpecialPriceActive(product: PriceSource, now: Date | number, config?: PricingConfig): boolean {
  if (typeof product !== 'object' || product === null) {
    throw new PricingError('invalid_input', 'product', 'product must be an object');
  }
  const { timeZone } = resolvePricingConfig(config);
  const priced = typeof product.original_price === 'number';
  const special = priced
    ? readAmount(product.original_special_price, 'original_special_price')
    : readAmount(product.special_price, 'special_price');
  if (special === null || special === 0) return false;
  const regular =
    (priced ? readAmount(product.original_price, 'original_price') : readAmount(product.price, 'price')) ?? 0;
  return special < regular && isWithinSpecialDates(product, readNow(now, 'now'), timeZone, '');
}
