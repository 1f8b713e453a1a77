import type { CustomOption, ProductMeasure } from '@citerne/core-api/contract';
import type { DimensionReading, MeasureRefusal } from '@citerne/product';
import { useLingui } from '@lingui/react/macro';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The configurator's words for the measure rules of `@citerne/product`: a dimension's limits, why a dimension is
 * refused, why a configuration cannot be made (SPEC §8 "No such configuration…" for an impossible combination), and
 * a volume or an area.
 */
export function useMeasureTexts(measure: ProductMeasure, options: readonly CustomOption[]) {
  const { t } = useLingui();
  const unit = measure.unit;
  const square = measure.shape === 'tank' ? 'm³' : 'm²';
  const titleOf = (id: number) => options.find((option) => option.option_id === id)?.title ?? String(id);
  const quantity = (value: number) => `${number.format(value)} ${square}`;

  const hint = (min: number, max: number) => {
    const from = number.format(min);
    const to = number.format(max);
    return unit === 'm'
      ? t`Between ${from} and ${to} m, 2 decimals at most.`
      : t`Between ${from} and ${to} cm, in whole centimetres.`;
  };

  const dimensionProblem = (id: number, reading: Exclude<DimensionReading, { ok: true }>): string => {
    const title = titleOf(id);
    switch (reading.problem) {
      case 'missing':
        return t`${title} is required.`;
      case 'notANumber':
        return unit === 'm'
          ? t`Enter a length in metres, e.g. 4,5.`
          : t`Enter a whole number of centimetres, e.g. 350.`;
      case 'belowMin': {
        const limit = number.format(reading.limit);
        return t`At least ${limit} ${unit}.`;
      }
      case 'aboveMax': {
        const limit = number.format(reading.limit);
        return t`At most ${limit} ${unit}.`;
      }
      default:
        return reading satisfies never;
    }
  };

  const refusal = (refused: MeasureRefusal): string => {
    switch (refused.reason) {
      case 'dimension': {
        const label = titleOf(refused.option_id);
        const value = dimensionProblem(refused.option_id, refused.reading);
        return t`${label}: ${value}`;
      }
      case 'quantityBelowMin': {
        const limit = quantity(refused.limit);
        const actual = quantity(refused.quantity);
        return measure.shape === 'tank'
          ? t`The tank must hold at least ${limit} (here ${actual}).`
          : t`The cover must measure at least ${limit} (here ${actual}).`;
      }
      case 'quantityAboveMax': {
        const limit = quantity(refused.limit);
        const actual = quantity(refused.quantity);
        return measure.shape === 'tank'
          ? t`The tank can hold at most ${limit} (here ${actual}).`
          : t`The cover can measure at most ${limit} (here ${actual}).`;
      }
      case 'impossible':
        return t`No such configuration for the product. Please do choose another combination of attributes.`;
      default:
        return refused satisfies never;
    }
  };

  return { hint, dimensionProblem, refusal, quantity };
}
