import { PricingError } from '../errors/PricingError.js';
import type { MeasuredQuantity } from '../measure/MeasuredQuantity.js';
import { measuredPrice } from '../measure/measuredPrice.js';
import { readAmount } from '../money/readAmount.js';
import { readRate } from '../money/readRate.js';
import { splitUnitPrice } from '../money/splitUnitPrice.js';
import { toCents } from '../money/toCents.js';
import { getCustomOptionsPrice } from '../options/getCustomOptionsPrice.js';
import type { SelectedCustomOption } from '../options/SelectedCustomOption.js';
import type { LivePrice } from './LivePrice.js';
import { livePriceOf } from './livePriceOf.js';
import type { PriceBase } from './PriceBase.js';

/**
 * The live price of a product with its chosen custom options (SPEC §4 "Pricing"): a fixed option price is added as
 * is, a percent one is that share of the current product price; only picked values (positive `option_type_id`)
 * count. Option prices exclude tax like the catalogue's, and the VAT is added to the total at the unit rounding point
 * (tax = round(excl × rate), as `priceInclTax`). Without picked options the catalogue price incl. tax is shown as is.
 * A reduction keeps its struck reference price, options included. A made-to-measure product's `measure` (price per
 * m² or m³ × the billable quantity, `measuredPrice`) is added to the price excl. tax before the options, so a percent
 * option is a share of the measured price — the rule the cart applies on the server.
 *
 * @param base - from `priceBaseOf(product or chosen child)`.
 * @param selected - the chosen option values.
 * @param rate - the product's tax rate in percent (20 for the French standard VAT).
 * @param measure - the measured part of a made-to-measure product, or `null`.
 * @throws {@link PricingError} for a negative or non-finite price, a rate outside 0–100 % or a malformed option.
 *
 * @example
 * ```ts
 * import { priceBaseOf, productLivePrice } from '@citerne/pricing';
 *
 * const tank = priceBaseOf({ price: 575, price_incl_tax: 690 });
 * productLivePrice(tank, [], 20); // { amount: 690, originalAmount: null, percentOff: null, tax: 115 }
 * productLivePrice(tank, [{ option_id: 5, option_type_id: 8, price: 89, price_type: 'fixed' }], 20).amount; // 796.8
 * productLivePrice(tank, [], 20, { pricePerUnit: 28, quantity: 60 }).amount; // 2706: (575 + 28 × 60) × 1.2
 * ```
 */
export function productLivePrice(
  base: PriceBase,
  selected: readonly SelectedCustomOption[],
  rate: number,
  measure: MeasuredQuantity | null = null,
): LivePrice {
  const ppm = readRate(rate, 'rate');
  const amount = required(base.priceInclTax, 'base.priceInclTax');
  const original = required(base.originalPriceInclTax, 'base.originalPriceInclTax');
  const priced = selected.filter((option) => typeof option.option_type_id === 'number' && option.option_type_id > 0);
  if (priced.length === 0 && measure === null) return livePriceOf(amount, original, ppm);
  const withOptions = (price: number) =>
    splitUnitPrice(toCents(getCustomOptionsPrice(measuredPrice(price, measure), priced)), ppm, false).incl;
  return livePriceOf(withOptions(base.price), original > amount ? withOptions(base.originalPrice) : null, ppm);
}

function required(value: number, path: string): number {
  const cents = readAmount(value, path);
  if (cents === null) throw new PricingError('invalid_amount', path, `${path} is required`);
  return cents;
}
