import type { CustomOption, ProductMeasure } from '@citerne/core-api/contract';
import { type CustomOptionAnswers, cartCustomOptions, evaluateMeasure, type MeasureResult } from '@citerne/product';

/**
 * A made-to-measure product page's answers read against its measure rules (issue 17), as the configurator and the
 * cart read them. Loaded by `useProductMeasure` only on the pages of products that have measure rules.
 */
export function evaluateProductMeasure(
  measure: ProductMeasure,
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): MeasureResult {
  return evaluateMeasure(measure, options, cartCustomOptions(options, answers));
}
