/**
 * One price change of a product (or of one variant, store view and customer group): the price charged, tax
 * included, from `from` until the next entry's `from`.
 */
export interface PriceHistoryEntry {
  /** Price charged, euros, tax included. */
  readonly price: number;
  /** When it started: a `Date`, epoch ms, or an ISO 8601 / catalogue date string (read in the shop's time zone). */
  readonly from: Date | number | string;
}
