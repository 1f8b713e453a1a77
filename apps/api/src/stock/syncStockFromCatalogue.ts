import { type Product, ProductSchema } from '@citerne/core-api/contract';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { type CatalogueStock, stockRecordOf } from './stockRecordOf';

/**
 * Creates the `stock_items` rows the catalogue has and the stock table lacks (products and
 * configurable children), from their documents; rows already there keep their quantity. Run at start,
 * after the catalogue seed. Returns how many rows it created.
 * @example
 * const created = await syncStockFromCatalogue(db);
 */
export async function syncStockFromCatalogue(db: Kysely<Database>): Promise<number> {
  // Only the products that lack a stock row, or one of whose configurable children does: on a catalogue of 100 000
  // products every start read and validated them all (10 s, issue 23 "a process starts in seconds").
  const { rows: products } = await sql<{ sku: string; doc: unknown }>`
    select p.sku, p.doc from products p
    where not exists (select 1 from stock_items s where s.sku = p.sku)
      or p.type_id = 'configurable' and exists (
        select 1 from jsonb_array_elements(
          case when jsonb_typeof(p.doc -> 'configurable_children') = 'array' then p.doc -> 'configurable_children'
          else '[]'::jsonb end) as c(child)
        where not exists (select 1 from stock_items s where s.sku = c.child ->> 'sku'))
    order by p.id`.execute(db);
  const records: CatalogueStock[] = [];
  for (const row of products) {
    const parsed = v.safeParse(ProductSchema, row.doc);
    if (!parsed.success) continue;
    const product: Product = parsed.output;
    records.push(stockRecordOf(product, product.id));
    for (const child of product.configurable_children ?? []) records.push(stockRecordOf(child, product.id));
  }
  let created = 0;
  for (let start = 0; start < records.length; start += 200) {
    const result = await db
      .insertInto('stock_items')
      .values(records.slice(start, start + 200))
      .onConflict((conflict) => conflict.column('sku').doNothing())
      .executeTakeFirst();
    created += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return created;
}
