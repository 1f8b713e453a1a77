/** A price in euros split into excl. tax, tax and incl. tax (`price_incl_tax = price + price_tax`). */
export interface PriceBreakdown {
  price: number;
  price_tax: number;
  price_incl_tax: number;
}
