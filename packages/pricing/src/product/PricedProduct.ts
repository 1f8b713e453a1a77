import type { PriceSource } from './PriceSource.js';
import type { PricingProduct } from './PricingProduct.js';
import type { ProductPrices } from './ProductPrices.js';

/** A value with its price fields filled. */
export type Priced<T> = Omit<T, keyof ProductPrices> & ProductPrices;

type ChildOf<P> = P extends { readonly configurable_children?: readonly (infer C)[] | null } ? C : PriceSource;

/**
 * What `calculateProductTax` returns: the product's own fields kept, every price field filled, and each configurable
 * child priced the same way (present only when the input has children).
 */
export type PricedProduct<P extends PricingProduct> = Omit<P, keyof ProductPrices | 'configurable_children'> &
  ProductPrices & { configurable_children?: Priced<ChildOf<P>>[] };
