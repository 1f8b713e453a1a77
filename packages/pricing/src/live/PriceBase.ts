/**
 * What a live price starts from: the current unit price and the reference price of an announced reduction (the lowest
 * price of the 30 days before it, art. L112-1-1 of the Code de la consommation), each excl. and incl. tax, in euros.
 * Without a reduction the reference is the current price, so nothing is struck through. Built by `priceBaseOf`.
 */
export interface PriceBase {
  readonly price: number;
  readonly priceInclTax: number;
  readonly originalPrice: number;
  readonly originalPriceInclTax: number;
}
