import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StockRecord } from '../search/CatalogDocuments';

/**
 * The stock source of the search index (`SearchSources.stock`): the commerce platform's own quantities
 * (`stock_items`), for some skus or for all (`null`), so in-stock filters follow orders.
 * @example
 * const search = await SearchBackend.open(database, { stock: readStockRecords(database.db) });
 */
export function readStockRecords(db: Kysely<Database>) {
  return async (skus: readonly string[] | null): Promise<StockRecord[]> => {
    if (skus !== null && skus.length === 0) return [];
    let query = db.selectFrom('stock_items').select(['sku', 'qty', 'is_in_stock', 'manage_stock']);
    if (skus !== null) query = query.where('sku', 'in', skus);
    const rows = await query.execute();
    return rows.map((row) => ({
      sku: row.sku,
      qty: row.qty,
      is_in_stock: row.manage_stock ? row.is_in_stock && row.qty > 0 : true,
      manage_stock: row.manage_stock,
    }));
  };
}
