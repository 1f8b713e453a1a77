/**
 * The price fields read from a product linked to a bundle or grouped product, normally as priced by
 * `calculateProductTax`. `price_incl_tax` missing means no tax information: the price is taken as is.
 */
export interface LinkedProduct {
  readonly sku?: string;
  readonly price?: number | null;
  readonly price_incl_tax?: number | null;
}
