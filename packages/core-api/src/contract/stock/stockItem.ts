import * as v from 'valibot';
import { StockStatusSchema } from './stockStatus';

/**
 * A stock record (SPEC §3 "Stock record") with its check status.
 *
 * @example
 * v.parse(StockItemSchema, {
 *   product_id: 1, product_sku: 'CIT-10M3', qty: 4, is_in_stock: true, manage_stock: true, stock_status: 'ok',
 * });
 */
export const StockItemSchema = v.looseObject({
  product_id: v.number(),
  product_sku: v.string(),
  qty: v.number(),
  is_in_stock: v.boolean(),
  manage_stock: v.boolean(),
  stock_status: StockStatusSchema,
});

/** A stock record. */
export type StockItem = v.InferOutput<typeof StockItemSchema>;
