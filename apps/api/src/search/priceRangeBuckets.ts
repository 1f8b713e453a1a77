import { type CatalogSearchConfig, priceRangeOptions } from '@citerne/catalog-search';

/** A bucket of the price aggregation (SPEC §9 price ranges), as every search driver answers it. */
export interface PriceRangeBucket {
  key: string;
  from?: number;
  to?: number;
  doc_count: number;
}

/**
 * The `agg_range_price` buckets of a result: the configuration's price ranges in order, each with its bounds and the
 * count a driver found for it (`countOf(rangeId, index)`).
 * @example
 * priceRangeBuckets(config, (id, i) => counts[i]); // [{ key: '0-50', from: 0, to: 50, doc_count: 3 }, …]
 */
export function priceRangeBuckets(
  config: CatalogSearchConfig,
  countOf: (id: string, index: number) => number,
): PriceRangeBucket[] {
  return priceRangeOptions(config).map((option, i) => ({
    key: option.id,
    ...(option.from === undefined ? {} : { from: option.from }),
    ...(option.to === undefined ? {} : { to: option.to }),
    doc_count: countOf(option.id, i),
  }));
}
