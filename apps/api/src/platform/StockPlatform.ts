import type { StockItem } from '@citerne/core-api/contract';

/**
 * Stock (SPEC §4 "Stock status", §7 `/api/stock/*`): what can be sold now, per sku. The platform takes stock when
 * an order is placed and gives it back when a payment is abandoned; the search backend is told of each change.
 *
 * @example
 * const [item] = await platform.stock.read(['CS-EP-10-VERT']); // undefined for an unknown sku
 */
export interface StockPlatform {
  /** The stock of the known skus among `skus` (unknown ones are left out), in no particular order. */
  read(skus: readonly string[]): Promise<StockItem[]>;
}
