import * as v from 'valibot';

/**
 * The status of a stock check (SPEC §4): `ok` may be added, `volatile` may be added for
 * pre-reservation (the quantity is not sure), `out_of_stock` may not.
 *
 * @example
 * v.parse(StockStatusSchema, 'volatile');
 */
export const StockStatusSchema = v.picklist(['ok', 'volatile', 'out_of_stock']);

/** The status of a stock check. */
export type StockStatus = v.InferOutput<typeof StockStatusSchema>;
