import type { PriceBase } from './PriceBase.js';

/**
 * The {@link PriceBase} of a product or a configurable child, from its catalogue price fields: `price` (else
 * `final_price`, else 0) and `price_incl_tax` (else the price), and the reference price of an announced reduction
 * (`reference_price`, `reference_price_incl_tax`, served with the product), else the current price.
 *
 * @example
 * ```ts
 * import { priceBaseOf } from '@citerne/pricing';
 *
 * priceBaseOf({ price: 637.27, price_incl_tax: 764.72, reference_price: 724.17, reference_price_incl_tax: 869 });
 * // { price: 637.27, priceInclTax: 764.72, originalPrice: 724.17, originalPriceInclTax: 869 }
 * priceBaseOf({ price: 575, price_incl_tax: 690 }).originalPriceInclTax; // 690: no reduction, nothing struck
 * ```
 */
export function priceBaseOf(source: {
  readonly price?: number | null;
  readonly price_incl_tax?: number | null;
  readonly final_price?: number | null;
  readonly reference_price?: number | null;
  readonly reference_price_incl_tax?: number | null;
}): PriceBase {
  const price = source.price ?? source.final_price ?? 0;
  const priceInclTax = source.price_incl_tax ?? price;
  return {
    price,
    priceInclTax,
    originalPrice: source.reference_price ?? price,
    originalPriceInclTax: source.reference_price_incl_tax ?? priceInclTax,
  };
}
