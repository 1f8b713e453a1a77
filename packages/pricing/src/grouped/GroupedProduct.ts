import type { LinkedProduct } from '../money/LinkedProduct.js';

/** A product link (SPEC §3 "Product link"); for a grouped product, `link_type` `associated` marks its members. */
export interface GroupedProductLink {
  readonly link_type?: string;
  readonly linked_product_sku?: string;
  readonly linked_product_type?: string;
  readonly sku?: string;
  readonly qty?: number | null;
  /** The associated product with its prices. */
  readonly product?: LinkedProduct | null;
}

/** The fields `getGroupedPrice` reads from a grouped product. */
export interface GroupedProduct {
  readonly product_links?: readonly GroupedProductLink[] | null;
}
