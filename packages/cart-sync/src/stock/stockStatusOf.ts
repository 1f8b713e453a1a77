import { ApiError, NetworkError } from '@citerne/core-api';
import type { StockItem, StockStatus } from '@citerne/core-api/contract';

/**
 * The stock status of a product from its stock check (SPEC §4 "Stock status from a check"): the
 * check's `stock_status`; when the check could not be answered (offline, host not found — ENOTFOUND
 * is ignored, SPEC §8) the quantity is not sure: `volatile`; an unknown product is `out_of_stock`.
 * Any other error is rethrown.
 * @example
 * const status = await stockStatusOf(() => client.stock.check('VA-PVC-40')); // 'ok'
 */
export async function stockStatusOf(check: () => Promise<StockItem>): Promise<StockStatus> {
  try {
    return (await check()).stock_status;
  } catch (error) {
    if (error instanceof NetworkError) return 'volatile';
    if (error instanceof ApiError && error.status === 404) return 'out_of_stock';
    throw error;
  }
}
