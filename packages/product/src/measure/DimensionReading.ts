/**
 * A typed dimension read against its limits: its value in whole centimetres, or why it is refused — nothing typed,
 * not a number (or more decimals than the unit allows: 2 for `m`, none for `cm`), below or above the product's limit
 * (`limit` in the product's unit).
 */
export type DimensionReading =
  | { readonly ok: true; readonly centimetres: number; readonly value: number }
  | { readonly ok: false; readonly problem: 'missing' | 'notANumber' }
  | { readonly ok: false; readonly problem: 'belowMin' | 'aboveMax'; readonly limit: number };
