import { mulDivHalfUp } from '../money/mulDivHalfUp.js';
import { readAmount } from '../money/readAmount.js';

/**
 * The tax rate a price carries, in percent rounded half-up to 2 decimals (Magento's `tax_percent` of a cart item):
 * `tax ÷ price excl. tax`, computed on whole cents. For a bundle whose links have different rates it is their
 * weighted rate; a price of 0 carries 0 %. Use {@link findTaxRate} when the tax rules are at hand: this reads the rate
 * back from amounts already priced.
 *
 * @param priceExclTax - euros, ≥ 0.
 * @param tax - the tax of that price, euros, ≥ 0.
 * @throws {@link PricingError} `negative_amount` / `invalid_amount` for a negative or non-finite amount.
 *
 * @example
 * ```ts
 * import { effectiveTaxRate } from '@citerne/pricing';
 *
 * effectiveTaxRate(575, 115); // 20
 * effectiveTaxRate(10, 0.55); // 5.5
 * effectiveTaxRate(479.17, 94.83); // 19.79 (a tank at 20 % with a 5.5 % accessory)
 * effectiveTaxRate(0, 0); // 0
 * ```
 */
export function effectiveTaxRate(priceExclTax: number, tax: number): number {
  const excl = readAmount(priceExclTax, 'priceExclTax') ?? 0;
  const taxCents = readAmount(tax, 'tax') ?? 0;
  if (excl === 0) return 0;
  return mulDivHalfUp(taxCents, 10_000, excl) / 100;
}
