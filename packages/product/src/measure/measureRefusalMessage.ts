import type { CustomOption, ProductMeasure } from '@citerne/core-api/contract';
import { productMessages } from '../validation/productMessages';
import type { MeasureRefusal } from './MeasureResult';

/**
 * The English text of a refused made-to-measure configuration, as the API answers it (the shop shows its own
 * translated texts for the same reasons); an impossible combination is SPEC §8's "No such configuration…".
 *
 * @example
 * measureRefusalMessage(refusal, tank.measure, tank.custom_options); // 'Longueur disponible (m) must be at most 25 m.'
 */
export function measureRefusalMessage(
  refusal: MeasureRefusal,
  measure: ProductMeasure,
  options: readonly CustomOption[],
): string {
  const square = measure.shape === 'tank' ? 'm³' : 'm²';
  switch (refusal.reason) {
    case 'dimension': {
      const title = options.find((option) => option.option_id === refusal.option_id)?.title ?? `${refusal.option_id}`;
      const { reading } = refusal;
      switch (reading.problem) {
        case 'missing':
          return productMessages.optionRequired(title);
        case 'notANumber':
          return measure.unit === 'm'
            ? `${title} must be a length in m with at most 2 decimals.`
            : `${title} must be a whole number of cm.`;
        case 'belowMin':
          return `${title} must be at least ${reading.limit} ${measure.unit}.`;
        case 'aboveMax':
          return `${title} must be at most ${reading.limit} ${measure.unit}.`;
        default:
          return reading satisfies never;
      }
    }
    case 'quantityBelowMin':
      return `The configuration must measure at least ${refusal.limit} ${square}.`;
    case 'quantityAboveMax':
      return `The configuration must measure at most ${refusal.limit} ${square}.`;
    case 'impossible':
      return productMessages.noSuchConfiguration;
    default:
      return refusal satisfies never;
  }
}
