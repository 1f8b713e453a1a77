import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A product's recorded regular prices, oldest first (art. L112-1-1 reference prices). */
export type PriceHistory = Map<string, { price: number; from: number }[]>;

/**
 * The recorded regular price changes of some skus (all when `null`), by sku, oldest first: what every search driver
 * prepares reference prices from (`prepareProducts`).
 * @example
 * const history = await readPriceHistory(db, ['CS-EP-10']); // Map { 'CS-EP-10' => [{ price: 349, from: … }] }
 */
export async function readPriceHistory(db: Kysely<Database>, skus: readonly string[] | null): Promise<PriceHistory> {
  const history: PriceHistory = new Map();
  if (skus !== null && skus.length === 0) return history;
  let query = db.selectFrom('price_history').select(['sku', 'price', 'starts_at']).orderBy('starts_at');
  if (skus !== null) query = query.where('sku', 'in', [...skus]);
  for (const row of await query.execute()) {
    const list = history.get(row.sku) ?? [];
    list.push({ price: Number(row.price), from: new Date(row.starts_at).getTime() });
    history.set(row.sku, list);
  }
  return history;
}
