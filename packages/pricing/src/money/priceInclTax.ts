import { PricingError } from '../errors/PricingError.js';
import { fromCents } from './fromCents.js';
import { readAmount } from './readAmount.js';
import { readRate } from './readRate.js';
import { splitUnitPrice } from './splitUnitPrice.js';

/**
 * The price including tax of an amount excluding tax, at Magento's unit rounding point: the amount is read to the
 * cent, tax = round(excl × rate) half-up, incl. = excl + tax, exactly as {@link calculateProductTax} prices a product
 * (so a live price and the catalogue price of the same amount agree to the cent).
 *
 * @param amountExclTax - euros, tax excluded, ≥ 0; read half-up to the cent on its decimal value (`1.005` is 1.01).
 * @param rate - tax rate in percent (20 for the French standard VAT, 5.5 for the reduced one), 0–100.
 * @returns euros including tax.
 * @throws {@link PricingError} `negative_amount` for a negative amount or rate, `invalid_amount` / `invalid_rate`
 *   for anything that is not a finite number in range.
 *
 * @example
 * ```ts
 * import { priceInclTax } from '@citerne/pricing';
 *
 * priceInclTax(724.17, 20); // 869
 * priceInclTax(10, 5.5); // 10.55
 * priceInclTax(1.005, 20); // 1.21 (1.01 + 0.20)
 * ```
 */
export function priceInclTax(amountExclTax: number, rate: number): number {
  const cents = readAmount(amountExclTax, 'amountExclTax');
  if (cents === null) {
    throw new PricingError('invalid_amount', 'amountExclTax', 'amountExclTax is required');
  }
  return fromCents(splitUnitPrice(cents, readRate(rate, 'rate'), false).incl);
}
