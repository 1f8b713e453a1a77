import { MAX_LINE_QTY } from '@citerne/core-api/contract';
import * as v from 'valibot';

const count = (fallback: number, min = 0) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(min)), fallback);

/**
 * The cart settings of the store config (SPEC §4 "Cart", §9 "Storage and cache"), with their defaults:
 * - `synchronize` (true): the cart syncs with a server cart; `synchronizeTotals` (true): totals come from the server.
 * - `serverMergeByDefault` (true): connecting merges the server cart into the browser cart (SPEC §4
 *   "Sync merges by default"); false makes the browser cart replace the server's on connect.
 * - `serverSyncCanRemoveLocalItems` / `serverSyncCanModifyLocalItems` (false): let the server remove
 *   lines it lacks / set quantities that differ, instead of the browser pushing its own.
 * - `maxBypassAttempts` (1): guest-cart retries after a 401 on connect before sync is disabled.
 * - `maxNetworkAttempts` (1): tries of one server call before a sync gives up until the next one.
 * - `allowOutOfStockInCart` (true): out-of-stock lines stay in the cart with an error (SPEC §4 "Stock").
 * - `checkStockOnAdd` (true): adding asks the stock check first (SPEC §4 "Stock status from a check").
 * - `minicartCountType` ('quantities'): the mini-cart badge counts quantities or lines (SPEC §4).
 * - `maxQuantity` (10 000): the most units of a line when the product names no `max_sale_qty`.
 * @example
 * v.parse(CartConfigSchema, { minicartCountType: 'lines' }).maxBypassAttempts; // 1
 */
export const CartConfigSchema = v.object({
  synchronize: v.optional(v.boolean(), true),
  synchronizeTotals: v.optional(v.boolean(), true),
  serverMergeByDefault: v.optional(v.boolean(), true),
  serverSyncCanRemoveLocalItems: v.optional(v.boolean(), false),
  serverSyncCanModifyLocalItems: v.optional(v.boolean(), false),
  maxBypassAttempts: count(1),
  maxNetworkAttempts: count(1, 1),
  allowOutOfStockInCart: v.optional(v.boolean(), true),
  checkStockOnAdd: v.optional(v.boolean(), true),
  minicartCountType: v.optional(v.picklist(['lines', 'quantities']), 'quantities'),
  maxQuantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QTY)), MAX_LINE_QTY),
});

/** The cart settings, defaults applied. */
export type CartConfig = v.InferOutput<typeof CartConfigSchema>;

/** The cart settings as given (every field optional). */
export type CartConfigInput = v.InferInput<typeof CartConfigSchema>;
