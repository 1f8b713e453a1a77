import type { Kysely } from 'kysely';
import { findCatalogueProduct } from '../cart/findCatalogueProduct';
import type { Database } from '../db/schema';
import { stockRecordOf } from './stockRecordOf';

/**
 * Makes sure each sku has a `stock_items` row, creating missing ones from the catalogue documents
 * (a product added to the catalogue after start). Existing rows are left as they are: from then on
 * the commerce platform owns the quantity.
 * @example
 * await ensureStockRows(trx, ['CS-EP-5']);
 */
export async function ensureStockRows(db: Kysely<Database>, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  const present = await db.selectFrom('stock_items').select('sku').where('sku', 'in', skus).execute();
  const known = new Set(present.map((row) => row.sku));
  for (const sku of skus) {
    if (known.has(sku)) continue;
    const match = await findCatalogueProduct(db, sku);
    if (!match) continue;
    const record = stockRecordOf(match.child ?? match.product, match.product.id);
    await db
      .insertInto('stock_items')
      .values(record)
      .onConflict((conflict) => conflict.column('sku').doNothing())
      .execute();
  }
}
