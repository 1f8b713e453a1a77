import type { MeasureDimension, ProductMeasure } from '@citerne/core-api/contract';
import type { DimensionReading } from './DimensionReading';
import { toCentimetres } from './toCentimetres';

/**
 * One dimension of a made-to-measure product as the shopper typed it (a French decimal comma is accepted), checked
 * against the product's limits (issue 17, SPEC §5 "custom option configuration must be fixed before adding"): the
 * check of the configurator's form and of the API's cart.
 *
 * @example
 * readDimension({ option_id: 1, min: 2, max: 25 }, 'm', '12,5'); // { ok: true, centimetres: 1250, value: 12.5 }
 * readDimension({ option_id: 1, min: 2, max: 25 }, 'm', '40'); // { ok: false, problem: 'aboveMax', limit: 25 }
 */
export function readDimension(
  dimension: MeasureDimension,
  unit: ProductMeasure['unit'],
  text: string | null | undefined,
): DimensionReading {
  if (text === null || text === undefined || text.trim() === '') return { ok: false, problem: 'missing' };
  const centimetres = toCentimetres(text, unit);
  if (centimetres === null) return { ok: false, problem: 'notANumber' };
  const value = unit === 'm' ? centimetres / 100 : centimetres;
  if (value < dimension.min) return { ok: false, problem: 'belowMin', limit: dimension.min };
  if (value > dimension.max) return { ok: false, problem: 'aboveMax', limit: dimension.max };
  return { ok: true, centimetres, value };
}
