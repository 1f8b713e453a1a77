import type { PriceContext } from './PriceContext.js';

/** A {@link PriceContext} plus the product tax class whose rate is looked up. */
export interface TaxRateQuery extends Pick<PriceContext, 'country' | 'region' | 'customerGroupId' | 'config'> {
  /** The product's `tax_class_id` (a number or a numeric string as Magento serves it); 0 or missing means no tax. */
  readonly productTaxClassId: number | string | null | undefined;
}
