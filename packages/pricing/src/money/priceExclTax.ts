import { PricingError } from '../errors/PricingError.js';
import { fromCents } from './fromCents.js';
import { readAmount } from './readAmount.js';
import { readRate } from './readRate.js';
import { splitUnitPrice } from './splitUnitPrice.js';

/**
 * The price excluding tax of an amount that includes tax: `amountInclTax ÷ (1 + rate)`, rounded half-up to the cent
 * (SPEC §4 "Pricing": when the source price includes tax).
 *
 * @param amountInclTax - euros, tax included, ≥ 0.
 * @param rate - tax rate in percent (20 for the French standard VAT, 5.5 for the reduced one), 0–100.
 * @returns euros excluding tax.
 * @throws {@link PricingError} `negative_amount` for a negative amount or rate, `invalid_amount` / `invalid_rate`
 *   for anything that is not a finite number in range.
 *
 * @example
 * ```ts
 * import { priceExclTax } from '@citerne/pricing';
 *
 * priceExclTax(120, 20); // 100
 * priceExclTax(10.55, 5.5); // 10
 * priceExclTax(0.3, 20); // 0.25
 * ```
 */
export function priceExclTax(amountInclTax: number, rate: number): number {
  const cents = readAmount(amountInclTax, 'amountInclTax');
  if (cents === null) {
    throw new PricingError('invalid_amount', 'amountInclTax', 'amountInclTax is required');
  }
  return fromCents(splitUnitPrice(cents, readRate(rate, 'rate'), true).excl);
}
