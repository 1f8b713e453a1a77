import * as v from 'valibot';

/**
 * A line of the totals summary (SPEC §3 "platformTotalSegments": code, title, value).
 *
 * @example
 * v.parse(TotalSegmentSchema, { code: 'grand_total', title: 'Total TTC', value: 1193 });
 */
export const TotalSegmentSchema = v.looseObject({
  code: v.string(),
  title: v.nullish(v.string()),
  value: v.nullish(v.number()),
  area: v.nullish(v.string()),
});

/** A line of the totals summary. */
export type TotalSegment = v.InferOutput<typeof TotalSegmentSchema>;
