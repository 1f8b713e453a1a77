import type { Kysely } from 'kysely';
import type { Database, StockMove } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';
import { ensureStockRows } from './ensureStockRows';
import { sumMoves } from './sumMoves';

/** SPEC §8: the refusal of an order whose products are not all in stock. */
export const NOT_AVAILABLE = 'Some ordered products not available';

/**
 * Takes the units of an order from stock inside the order's transaction: the stock rows are locked
 * (`select … for update`, in sku order) so two orders can never both take the last unit; if any
 * managed sku lacks units, nothing is taken and the order is refused (409, SPEC §8).
 * @example
 * await takeStock(trx, [{ sku: 'CS-EP-5', qty: 1 }], now);
 */
export async function takeStock(trx: Kysely<Database>, moves: readonly StockMove[], now: Date): Promise<void> {
  const needed = sumMoves(moves);
  if (needed.length === 0) return;
  const skus = needed.map((move) => move.sku);
  await ensureStockRows(trx, skus);
  const rows = await trx
    .selectFrom('stock_items')
    .selectAll()
    .where('sku', 'in', skus)
    .orderBy('sku')
    .forUpdate()
    .execute();
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const short = needed.filter(({ sku, qty }) => {
    const row = bySku.get(sku);
    return row?.manage_stock === true && (!row.is_in_stock || row.qty < qty);
  });
  if (short.length > 0) {
    throw new CommerceError(409, NOT_AVAILABLE, 'OUT_OF_STOCK', { skus: short.map((move) => move.sku) });
  }
  for (const { sku, qty } of needed) {
    const row = bySku.get(sku);
    if (!row?.manage_stock) continue;
    await trx
      .updateTable('stock_items')
      .set({ qty: row.qty - qty, is_in_stock: row.qty - qty > 0, updated_at: now })
      .where('sku', '=', sku)
      .execute();
  }
}
