import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { SkuSchema } from '../field/sku';
import { StockItemSchema } from './stockItem';

/**
 * The query of stock check.
 *
 * @example
 * v.parse(StockCheckQuerySchema, { sku: 'CIT-10M3' });
 */
export const StockCheckQuerySchema = v.object({ ...baseQueryFields, sku: SkuSchema });

/** The query of stock check. */
export type StockCheckQuery = v.InferInput<typeof StockCheckQuerySchema>;

/**
 * Stock check — `GET /api/stock/check?sku=` (SPEC §7).
 *
 * @example
 * const stock = await client.stock.check('CIT-10M3');
 */
export const stockCheckCall = defineCall({
  name: 'stock.check',
  method: 'GET',
  path: '/api/stock/check',
  auth: 'none',
  cart: false,
  query: StockCheckQuerySchema,
  result: StockItemSchema,
});
