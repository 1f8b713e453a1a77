import { createPricingConfig } from '../config/createPricingConfig.js';
import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { formatCents } from '../money/formatCents.js';
import { readFormatOptions } from '../money/readFormatOptions.js';
import { toCents } from '../money/toCents.js';
import type { PriceFilterRange } from './PriceFilterRange.js';
import type { PriceFilterRangesOptions } from './PriceFilterRangesOptions.js';

/**
 * The price buckets of the catalogue filters (SPEC §9 "Price filter ranges": 0-50, 50-100, 100-150, 150+). Labels
 * carry the currency sign: the first bucket reads `< 50 €`, middle ones `50 € - 100 €`, the last `> 150 €`. Whole
 * bounds show no decimals. Each bucket applies from `from` (included) to `to` (excluded) (SPEC §5).
 * The spaces inside the amounts follow {@link formatPrice}: no-break by default, plain with `spaces: 'ascii'`.
 *
 * @throws {@link PricingError} `invalid_config` for bounds that are not strictly increasing non-negative numbers.
 *
 * @example
 * ```ts
 * import { priceFilterRanges } from '@citerne/pricing';
 *
 * priceFilterRanges({ spaces: 'ascii' }).map((range) => range.label);
 * // ['< 50 €', '50 € - 100 €', '100 € - 150 €', '> 150 €']
 * priceFilterRanges()[3]; // { id: '150-', type: 'price', from: 150, to: null, label: '> 150 €', single: true }
 * ```
 */
export function priceFilterRanges(options: PriceFilterRangesOptions = {}): PriceFilterRange[] {
  const { locale, currency, spaces } = readFormatOptions(options);
  const bounds =
    options.bounds === undefined
      ? resolvePricingConfig(options.config).priceFilterBounds
      : createPricingConfig({ priceFilterBounds: options.bounds }).priceFilterBounds;
  const money = (euros: number) => {
    const cents = toCents(euros);
    return formatCents(cents, locale, currency, cents % 100 === 0 ? 0 : 2, spaces);
  };
  const last = bounds.length - 1;
  return bounds.map((from, index): PriceFilterRange => {
    const to = index === last ? null : (bounds[index + 1] as number);
    let label: string;
    if (to === null) label = `> ${money(from)}`;
    else if (index === 0) label = `< ${money(to)}`;
    else label = `${money(from)} - ${money(to)}`;
    return { id: `${from}-${to ?? ''}`, type: 'price', from, to, label, single: true };
  });
}
