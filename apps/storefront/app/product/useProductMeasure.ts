import type { CustomOption, Product } from '@citerne/core-api/contract';
import { type CustomOptionAnswers, type MeasureResult, measureOf } from '@citerne/product';
import { useEffect, useState } from 'react';

type Evaluate = typeof import('./productMeasureRules').evaluateProductMeasure;

/**
 * The measure of a made-to-measure product page's answers (issue 17), or `null` for a product without measure rules.
 * The rules load after the page, on the pages that need them only: until then (and before any dimension is typed)
 * the page shows the product's own price.
 *
 * @example
 * const measured = useProductMeasure(product, customOptions, answers); // { accepted: true, quantity: 60, … }
 */
export function useProductMeasure(
  product: Pick<Product, 'measure'>,
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): MeasureResult | null {
  const measure = measureOf(product);
  const [evaluate, setEvaluate] = useState<Evaluate | null>(null);
  useEffect(() => {
    if (!measure) return;
    let current = true;
    void import('./productMeasureRules').then((rules) => {
      if (current) setEvaluate(() => rules.evaluateProductMeasure);
    });
    return () => {
      current = false;
    };
  }, [measure]);
  return measure && evaluate ? evaluate(measure, options, answers) : null;
}
