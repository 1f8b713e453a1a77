import { readAmount } from '../money/readAmount.js';
import { readRate } from '../money/readRate.js';
import type { LivePrice } from './LivePrice.js';
import { livePriceOf } from './livePriceOf.js';

/** An associated product of a grouped product, with the quantity the shopper chose for it. */
export interface GroupedSelection {
  readonly qty: number;
  readonly priceInclTax: number;
}

/**
 * The live total of a grouped product: each associated product's unit price incl. tax times the whole quantity chosen
 * for it (SPEC §4 prices the grouped product itself at one of each; a quantity below 1 counts nothing).
 *
 * @param rate - the tax rate in percent the VAT shown is split with.
 *
 * @example
 * ```ts
 * import { groupedLivePrice } from '@citerne/pricing';
 *
 * groupedLivePrice([{ qty: 2, priceInclTax: 12.5 }, { qty: 1, priceInclTax: 30 }], 20).amount; // 55
 * groupedLivePrice([{ qty: 0, priceInclTax: 12.5 }], 20).amount; // 0
 * ```
 */
export function groupedLivePrice(items: readonly GroupedSelection[], rate: number): LivePrice {
  const ppm = readRate(rate, 'rate');
  const total = items.reduce(
    (sum, item, index) =>
      sum + Math.max(0, Math.floor(item.qty)) * (readAmount(item.priceInclTax, `items[${index}].priceInclTax`) ?? 0),
    0,
  );
  return livePriceOf(total, null, ppm);
}
