import type { StockItem } from '@citerne/core-api/contract';
import { findCatalogueProduct } from '../cart/findCatalogueProduct';
import type { CommerceContext } from '../commerce/CommerceContext';
import { type CatalogueStock, stockRecordOf } from './stockRecordOf';

/**
 * The stock of each known sku with its check status (SPEC §4 "Stock status from a check"): `ok`
 * when what is in stock, minus what active carts of the last `stockReservationMinutes` hold
 * (reservations), still covers a unit — or when stock is not managed; `volatile` when units exist but
 * carts hold them all, so the product may only be pre-reserved; `out_of_stock` when none is left.
 * Unknown skus are left out.
 * @example
 * const [record] = await readStock(context, ['CS-EP-5']); // { stock_status: 'ok', qty: 25, ... }
 */
export async function readStock(context: CommerceContext, skus: readonly string[]): Promise<StockItem[]> {
  const { db, settings } = context;
  if (skus.length === 0) return [];
  const rows = await db.selectFrom('stock_items').selectAll().where('sku', 'in', skus).execute();
  const bySku = new Map<string, CatalogueStock>(rows.map((row) => [row.sku, row]));
  for (const sku of skus) {
    if (bySku.has(sku)) continue;
    const match = await findCatalogueProduct(db, sku);
    if (match) bySku.set(sku, stockRecordOf(match.child ?? match.product, match.product.id));
  }
  const since = new Date(settings.now().getTime() - settings.stockReservationMinutes * 60_000);
  const held = await db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select(['cart_items.sku', (eb) => eb.fn.sum<string>('cart_items.qty').as('reserved')])
    .where('cart_items.sku', 'in', skus)
    .where('carts.status', '=', 'active')
    .where('carts.updated_at', '>', since)
    .groupBy('cart_items.sku')
    .execute();
  const reserved = new Map(held.map((row) => [row.sku, Number(row.reserved)]));
  return skus.flatMap((sku) => {
    const record = bySku.get(sku);
    if (!record) return [];
    const reservedQty = reserved.get(sku) ?? 0;
    const status = !record.manage_stock
      ? 'ok'
      : !record.is_in_stock || record.qty <= 0
        ? 'out_of_stock'
        : record.qty - reservedQty >= 1
          ? 'ok'
          : 'volatile';
    return [
      {
        product_id: record.product_id,
        product_sku: record.sku,
        qty: record.qty,
        is_in_stock: record.manage_stock ? record.is_in_stock && record.qty > 0 : true,
        manage_stock: record.manage_stock,
        stock_status: status,
        reserved_qty: reservedQty,
      },
    ];
  });
}
