import { type Kysely, sql } from 'kysely';
import type { Database, StockMove } from '../db/schema';
import { sumMoves } from './sumMoves';

/**
 * Gives back the units an order took (a cancelled order, a failed card payment), inside the
 * caller's transaction.
 * @example
 * await returnStock(trx, order.stockMoves, now);
 */
export async function returnStock(trx: Kysely<Database>, moves: readonly StockMove[], now: Date): Promise<void> {
  for (const { sku, qty } of sumMoves(moves)) {
    await trx
      .updateTable('stock_items')
      .set({ qty: sql`qty + ${qty}`, is_in_stock: true, updated_at: now })
      .where('sku', '=', sku)
      .where('manage_stock', '=', true)
      .execute();
  }
}
