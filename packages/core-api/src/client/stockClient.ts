import { stockCheckCall } from '../contract/stock/stockCheckCall';
import type { StockItem } from '../contract/stock/stockItem';
import { STOCK_LIST_CHUNK_SIZE, stockListCall } from '../contract/stock/stockListCall';
import { type ClientContext, callApi } from './callApi';

/** The stock calls of SPEC §7. */
export interface StockClient {
  check(sku: string): Promise<StockItem>;
  /** The stock of many skus, asked 15 skus per request (SPEC §7); duplicates are asked once. */
  list(skus: readonly string[]): Promise<StockItem[]>;
}

/**
 * Creates the stock calls.
 *
 * @example
 * const records = await createStockClient(context).list(cart.map((line) => line.sku));
 */
export function createStockClient(context: ClientContext): StockClient {
  return {
    async check(sku) {
      return (await callApi(context, stockCheckCall, { query: { sku } })).result;
    },
    async list(skus) {
      const unique = [...new Set(skus.map((sku) => sku.trim()).filter((sku) => sku !== ''))];
      const chunks: string[][] = [];
      for (let start = 0; start < unique.length; start += STOCK_LIST_CHUNK_SIZE) {
        chunks.push(unique.slice(start, start + STOCK_LIST_CHUNK_SIZE));
      }
      const answers = await Promise.all(
        chunks.map(async (chunk) => (await callApi(context, stockListCall, { query: { skus: chunk } })).result),
      );
      return answers.flat();
    },
  };
}
