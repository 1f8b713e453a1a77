import type { Product, ProductMeasure } from '@citerne/core-api/contract';

/** What the configuration page of a made-to-measure product shows (issue 17). */
export interface ConfigurationPageData {
  /** The catalogue product (without its description), handed to the cart as it is. */
  readonly product: Product;
  /** Its measure rules (a product without them has no configurator). */
  readonly measure: ProductMeasure;
  /** VAT rate of the product, in percent (for the live price). */
  readonly taxRate: number;
  readonly image: string | null;
  readonly productHref: string;
  readonly shortDescription: string;
}
