import type { TierPrice } from './TierPrice.js';

/**
 * The price-bearing fields of a product or configurable child as the catalogue serves them (SPEC §3 Product).
 * Amounts are euros, ≥ 0; `null` or missing means "not set". A product that already went through
 * `calculateProductTax` also carries the `original_*` fields, which are then read instead (excl. tax), so pricing
 * twice gives the same result.
 */
export interface PriceSource {
  readonly sku?: string;
  /** Regular catalogue price. Missing counts as 0 (a free product is allowed; SPEC §5). */
  readonly price?: number | null;
  /** Promotional price; applies only when below the regular price and inside its dates (SPEC §4). 0 means none. */
  readonly special_price?: number | null;
  /** `YYYY-MM-DD[ HH:mm:ss]` in the shop's time zone, ISO 8601 with offset, `Date` or epoch ms; missing = open. */
  readonly special_from_date?: string | number | Date | null;
  /** Last day of the special price, included when written without a time of day; missing = open. */
  readonly special_to_date?: string | number | Date | null;
  /** Price after catalogue rules as computed by the platform, if any; used when lower. */
  readonly final_price?: number | null;
  /** Product tax class (Magento serves a number or a numeric string); 0 or missing: no tax. */
  readonly tax_class_id?: number | string | null;
  readonly tier_prices?: readonly TierPrice[] | null;
  /** 1 enabled; 2 or higher disabled (SPEC §4 "Product loading"): a disabled child does not set the parent's price. */
  readonly status?: number | null;
  readonly original_price?: number | null;
  readonly original_special_price?: number | null;
  readonly original_final_price?: number | null;
}
