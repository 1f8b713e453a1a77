import type { ConfigurableChild, Product } from '@citerne/core-api/contract';

/** The stock fields a catalogue document gives a sku (SPEC §3 "Stock record"). */
export interface CatalogueStock {
  readonly sku: string;
  readonly product_id: number;
  readonly qty: number;
  readonly manage_stock: boolean;
  readonly is_in_stock: boolean;
}

/**
 * The initial stock of a product or configurable child from its catalogue document: its `stock`
 * quantity and flags; a document without stock information is not stock-managed.
 * @example
 * stockRecordOf(product); // { sku: 'CS-EP-5', product_id: 1001, qty: 25, manage_stock: true, is_in_stock: true }
 */
export function stockRecordOf(item: Product | ConfigurableChild, fallbackId: number): CatalogueStock {
  const stock = item.stock;
  const qty = Math.max(0, Math.floor(stock?.qty ?? 0));
  return {
    sku: item.sku,
    product_id: item.id ?? fallbackId,
    qty,
    manage_stock: stock === undefined ? false : (stock.manage_stock ?? true),
    is_in_stock: stock?.is_in_stock ?? true,
  };
}
