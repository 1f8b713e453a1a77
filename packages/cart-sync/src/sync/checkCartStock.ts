import type { CartBackend } from '../server/CartBackend';
import type { CartEngine } from './CartEngine';
import { classifyError } from './classifyError';

/**
 * Checks the stock of every line (SPEC §4 "Stock sync for a cart item"): each line gets "In stock!" or
 * "Out of the stock!"; offline or a server error leaves the lines as they are.
 * @example
 * await checkCartStock(engine);
 */
export async function checkCartStock(engine: CartEngine): Promise<void> {
  const { config } = engine;
  const items = engine.getState().items;
  if (!engine.isOnline() || items.length === 0) return;
  let records: Awaited<ReturnType<CartBackend['listStock']>>;
  try {
    records = await engine.backend.listStock(items.map((item) => item.sku));
  } catch (error) {
    const kind = classifyError(error);
    if (kind === 'offline' || kind === 'server-error') return;
    throw error;
  }
  const bySku = new Map(records.map((record) => [record.product_sku, record]));
  for (const line of engine.getState().items) {
    const record = bySku.get(line.sku);
    if (!record) continue;
    engine.dispatch({
      type: 'stock',
      checksum: line.checksum,
      record,
      allowOutOfStockInCart: config.allowOutOfStockInCart,
      synchronize: config.synchronize,
    });
  }
}
