import type { FormatPriceOptions } from '../money/FormatPriceOptions.js';

/** Options of `priceFilterRanges`: the bounds, and how the labels are formatted. */
export interface PriceFilterRangesOptions extends FormatPriceOptions {
  /** Lower bounds in euros, strictly increasing, at least two. Default: `config.priceFilterBounds` (0, 50, 100, 150). */
  readonly bounds?: readonly number[];
}
