import type { Product, ProductMeasure } from '@citerne/core-api/contract';

/**
 * The measure rules of a made-to-measure product (its `measure` attribute, issue 17), or `null` for a product sold
 * as it is (or made to measure on a quote, without rules).
 *
 * @example
 * measureOf(product)?.shape; // 'tank'
 */
export function measureOf(product: Pick<Product, 'measure'>): ProductMeasure | null {
  return product.measure ?? null;
}
