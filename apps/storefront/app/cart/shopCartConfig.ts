import type { CartConfig } from '@citerne/cart-sync';
import { MAX_LINE_QTY } from '@citerne/core-api/contract';

/**
 * The shop's cart settings (SPEC §4 "Cart", §9): the cart syncs with the server cart and its totals, merges the
 * server cart by default, keeps out-of-stock lines with their error, checks the stock when adding, and the header
 * badge counts quantities. Written out in full because the badge reads it before the engine's code has loaded;
 * the engine validates it again (`parseCartConfig`).
 *
 * @example
 * createCartSync({ backend, storage: window.localStorage, config: shopCartConfig });
 */
export const shopCartConfig: CartConfig = {
  synchronize: true,
  synchronizeTotals: true,
  serverMergeByDefault: true,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
  maxBypassAttempts: 1,
  maxNetworkAttempts: 1,
  allowOutOfStockInCart: true,
  checkStockOnAdd: true,
  minicartCountType: 'quantities',
  maxQuantity: MAX_LINE_QTY,
};
