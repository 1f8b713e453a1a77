import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A product's regular price as the catalogue now holds it. */
export interface CataloguePrice {
  readonly sku: string;
  readonly price: number;
  /** When the product entered the catalogue: its first price counts from then. */
  readonly createdAt?: string | Date | null;
}

/** A past price change to keep (the seed's recorded history). */
export interface RecordedPriceChange {
  readonly sku: string;
  readonly price: number;
  readonly from: string | Date;
}

/**
 * Records every regular price change of the catalogue (art. L112-1-1 Code de la consommation: a reduction is
 * announced against the lowest price of the 30 days before it, so each price and its date must be kept): known past
 * changes first (kept once), then, for each product whose latest recorded price differs from its catalogue price, the
 * change at `now` — or, for a product never recorded, its price since it entered the catalogue. Append-only: a
 * catalogue reload never rewrites history. Answers how many changes were recorded.
 * @example
 * await recordPriceChanges(trx, products.map((p) => ({ sku: p.sku, price: p.price, createdAt: p.created_at })), now);
 */
export async function recordPriceChanges(
  db: Kysely<Database>,
  prices: readonly CataloguePrice[],
  now: Date,
  known: readonly RecordedPriceChange[] = [],
): Promise<number> {
  let recorded = 0;
  for (const change of known) {
    const inserted = await db
      .insertInto('price_history')
      .values({ sku: change.sku, price: change.price, starts_at: new Date(change.from) })
      .onConflict((conflict) => conflict.columns(['sku', 'starts_at']).doNothing())
      .executeTakeFirst();
    recorded += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  const rows = await db
    .selectFrom('price_history')
    .select(['sku', 'price', 'starts_at'])
    .where('starts_at', '<=', now)
    .orderBy('sku')
    .orderBy('starts_at')
    .execute();
  const latest = new Map<string, number>();
  for (const row of rows) latest.set(row.sku, Number(row.price));
  const changes = prices.flatMap((product) => {
    const last = latest.get(product.sku);
    if (last !== undefined && Math.abs(last - product.price) < 0.00005) return [];
    const created = product.createdAt ? new Date(product.createdAt) : null;
    const since = last === undefined && created && !Number.isNaN(created.getTime()) && created <= now ? created : now;
    return [{ sku: product.sku, price: product.price, starts_at: since }];
  });
  for (let start = 0; start < changes.length; start += 200) {
    await db
      .insertInto('price_history')
      .values(changes.slice(start, start + 200))
      .onConflict((conflict) =>
        conflict.columns(['sku', 'starts_at']).doUpdateSet((eb) => ({ price: eb.ref('excluded.price') })),
      )
      .execute();
  }
  return recorded + changes.length;
}
