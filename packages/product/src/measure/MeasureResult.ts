import type { MeasuredQuantity } from '@citerne/pricing';
import type { DimensionReading } from './DimensionReading';

/** Why a made-to-measure configuration cannot be made: a dimension, the volume or area, or a combination. */
export type MeasureRefusal =
  | {
      readonly reason: 'dimension';
      readonly option_id: number;
      readonly reading: Exclude<DimensionReading, { ok: true }>;
    }
  | { readonly reason: 'quantityBelowMin' | 'quantityAboveMax'; readonly quantity: number; readonly limit: number }
  | { readonly reason: 'impossible'; readonly quantity: number; readonly values: readonly number[] };

/**
 * A made-to-measure configuration read against its product's measure rules: accepted with its volume (m³) or area
 * (m²) and what `@citerne/pricing`'s `measuredPrice` bills, or refused with a named reason.
 */
export type MeasureResult =
  | { readonly accepted: true; readonly quantity: number; readonly priced: MeasuredQuantity }
  | { readonly accepted: false; readonly refusal: MeasureRefusal };
