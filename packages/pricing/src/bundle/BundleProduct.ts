import type { LinkedProduct } from '../money/LinkedProduct.js';

/** One selectable product of a bundle option (SPEC §3 `bundle_options[].product_links`). */
export interface BundleProductLink {
  readonly sku?: string;
  /** How many units of the linked product the selection adds. Missing or 0 counts as 1 (Magento). */
  readonly qty?: number | null;
  /** The selection chosen unless the shopper picks another. */
  readonly is_default?: boolean | null;
  /** The linked product with its prices; when missing, the link's own `price` (no tax information) is used. */
  readonly product?: LinkedProduct | null;
  readonly price?: number | null;
}

/** A bundle option: a choice among linked products. */
export interface BundleOption {
  readonly option_id?: number;
  readonly title?: string;
  readonly product_links?: readonly BundleProductLink[] | null;
}

/** The fields `getBundlePrice` reads from a bundle product. */
export interface BundleProduct {
  readonly bundle_options?: readonly BundleOption[] | null;
}
