import * as v from 'valibot';

const positive = v.pipe(v.number(), v.finite(), v.minValue(0));

/** One dimension of a made-to-measure product: the custom option (a `field`) the shopper types it in, and its limits. */
export const MeasureDimensionSchema = v.pipe(
  v.object({
    option_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    min: v.pipe(positive, v.gtValue(0)),
    max: positive,
  }),
  v.check((dimension) => dimension.min <= dimension.max, 'a dimension needs min ≤ max'),
);

/**
 * A combination a made-to-measure product is not made in: every listed custom-option value (`option_type_id`)
 * chosen together, and — when `above` is set — a volume or an area above it (m³ or m²).
 */
export const MeasureExclusionSchema = v.object({
  values: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
  above: v.optional(v.pipe(positive, v.gtValue(0))),
});

/**
 * The measure rules of a made-to-measure product (product attribute `measure`, SPEC §3 "Custom option types",
 * issue 17): which custom options are its two dimensions (length × width, in `unit`, `m` with up to 2 decimals or
 * whole `cm`), their limits, its `shape` (`tank`: volume in m³ = length × width × the filled `height` in metres the
 * product is made for; `sheet`: area in m²), the limits of that quantity, the price excl. tax per m³ or m² above the
 * `included` quantity the product's own price covers, and the combinations it is not made in.
 *
 * @example
 * v.parse(ProductMeasureSchema, {
 *   shape: 'sheet', unit: 'cm', price_per_unit: 11, included: 10,
 *   dimensions: [{ option_id: 11, min: 100, max: 2000 }, { option_id: 12, min: 100, max: 1000 }],
 *   quantity: { min: 1, max: 150 }, exclusions: [{ values: [6, 12] }],
 * });
 */
export const ProductMeasureSchema = v.pipe(
  v.object({
    shape: v.picklist(['tank', 'sheet']),
    unit: v.picklist(['m', 'cm']),
    dimensions: v.pipe(v.array(MeasureDimensionSchema), v.length(2)),
    height: v.optional(v.pipe(positive, v.gtValue(0))),
    quantity: v.pipe(
      v.object({ min: positive, max: positive }),
      v.check((quantity) => quantity.min <= quantity.max, 'the quantity needs min ≤ max'),
    ),
    price_per_unit: positive,
    included: v.optional(positive),
    exclusions: v.optional(v.array(MeasureExclusionSchema)),
  }),
  v.check((measure) => measure.shape !== 'tank' || measure.height !== undefined, 'a tank needs its height'),
);

/** The measure rules of a made-to-measure product. */
export type ProductMeasure = v.InferOutput<typeof ProductMeasureSchema>;
/** One dimension of a made-to-measure product. */
export type MeasureDimension = v.InferOutput<typeof MeasureDimensionSchema>;
/** A combination a made-to-measure product is not made in. */
export type MeasureExclusion = v.InferOutput<typeof MeasureExclusionSchema>;
