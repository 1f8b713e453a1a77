import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { commaList } from '../field/commaList';
import { SkuSchema } from '../field/sku';
import { StockItemSchema } from './stockItem';

/** Skus per stock list request: clients chunk longer lists (SPEC §7). */
export const STOCK_LIST_CHUNK_SIZE = 15;

/**
 * The query of stock list: 1 to 15 comma-joined skus.
 *
 * @example
 * v.parse(StockListQuerySchema, { skus: 'CIT-10M3,CIT-20M3' }); // { skus: ['CIT-10M3', 'CIT-20M3'] }
 */
export const StockListQuerySchema = v.object({
  ...baseQueryFields,
  skus: commaList(SkuSchema, STOCK_LIST_CHUNK_SIZE),
});

/** The query of stock list. */
export type StockListQuery = v.InferInput<typeof StockListQuerySchema>;

/**
 * Stock list — `GET /api/stock/list?skus=` (SPEC §7): one stock record per known sku.
 *
 * @example
 * const records = await client.stock.list(['CIT-10M3', 'CIT-20M3']);
 */
export const stockListCall = defineCall({
  name: 'stock.list',
  method: 'GET',
  path: '/api/stock/list',
  auth: 'none',
  cart: false,
  query: StockListQuerySchema,
  result: v.array(StockItemSchema),
});
