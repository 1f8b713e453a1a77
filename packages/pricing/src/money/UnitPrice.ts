/** One unit price split at Magento's unit rounding point, in integer cents: `incl === excl + tax` always. */
export interface UnitPrice {
  readonly excl: number;
  readonly tax: number;
  readonly incl: number;
}
