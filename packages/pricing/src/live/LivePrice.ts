/**
 * A price to show while the shopper configures a product, in euros: what the shopper pays (incl. tax), the struck
 * reference price of an announced reduction (or `null`), the whole percent off it (rounded down, never overstated,
 * or `null`) and the VAT included in the amount. `amount` and `tax` are whole cents, `0 ≤ tax ≤ amount`.
 */
export interface LivePrice {
  readonly amount: number;
  readonly originalAmount: number | null;
  readonly percentOff: number | null;
  readonly tax: number;
}
