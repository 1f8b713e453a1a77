import type { CustomOption, ProductMeasure } from '@citerne/core-api/contract';
import { isChoiceOption } from '../customOption/isChoiceOption';
import type { MeasureResult } from './MeasureResult';
import { readDimension } from './readDimension';
import { toCentimetres } from './toCentimetres';

type Chosen = readonly { readonly option_id: string | number; readonly option_value?: unknown }[];

/**
 * Reads a made-to-measure configuration against the product's measure rules (issue 17): each dimension within its
 * limits, then the volume (a tank: length × width × its height, m³) or the area (a sheet: length × width, m²) within
 * the product's, then the combinations it is not made in (SPEC §8 "No such configuration for the product…"). The
 * configurator's live check and the API's cart make this same check on the same cart form of the answers
 * (`cartCustomOptions`), so a configuration the page accepts is the one the cart prices.
 *
 * @example
 * evaluateMeasure(tank.measure, tank.custom_options, [{ option_id: 1, option_value: '10' }, { option_id: 2, option_value: '5' }]);
 * // { accepted: true, quantity: 60, priced: { pricePerUnit: 28, quantity: 60 } } (10 × 5 × 1.2 m)
 */
export function evaluateMeasure(
  measure: ProductMeasure,
  options: readonly CustomOption[],
  chosen: Chosen,
): MeasureResult {
  const answerOf = (id: number) => {
    const value = chosen.find((entry) => Number(entry.option_id) === id)?.option_value;
    return value === undefined || value === null ? null : String(value);
  };
  let units = 1;
  for (const dimension of measure.dimensions) {
    const reading = readDimension(dimension, measure.unit, answerOf(dimension.option_id));
    if (!reading.ok)
      return { accepted: false, refusal: { reason: 'dimension', option_id: dimension.option_id, reading } };
    units *= reading.centimetres;
  }
  // cm² to m², or cm³ to m³ with the tank's height (product data written as a decimal in metres).
  const quantity =
    measure.shape === 'tank' ? (units * (toCentimetres(String(measure.height), 'm') ?? 0)) / 1e6 : units / 1e4;
  if (quantity < measure.quantity.min) {
    return { accepted: false, refusal: { reason: 'quantityBelowMin', quantity, limit: measure.quantity.min } };
  }
  if (quantity > measure.quantity.max) {
    return { accepted: false, refusal: { reason: 'quantityAboveMax', quantity, limit: measure.quantity.max } };
  }
  const picked = new Set(
    options
      .filter(isChoiceOption)
      .flatMap((option) => (answerOf(option.option_id) ?? '').split(','))
      .map((id) => Number(id.trim())),
  );
  const excluded = (measure.exclusions ?? []).find(
    (exclusion) =>
      exclusion.values.every((id) => picked.has(id)) && (exclusion.above === undefined || quantity > exclusion.above),
  );
  if (excluded) return { accepted: false, refusal: { reason: 'impossible', quantity, values: excluded.values } };
  const billable = Math.max(0, quantity - (measure.included ?? 0));
  return { accepted: true, quantity, priced: { pricePerUnit: measure.price_per_unit, quantity: billable } };
}
