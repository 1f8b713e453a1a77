import type { OpenDatabase } from '../db/openDatabase';
import { seedReviews } from '../review/seedReviews';
import { syncStockFromCatalogue } from '../stock/syncStockFromCatalogue';

/**
 * Readies the commerce tables at start, after migrations and the catalogue seed: stock rows for
 * every catalogue sku that has none yet (quantities from the product documents), and the seeded
 * reviews on first start.
 * @example
 * await prepareCommerce(database, console.log);
 */
export async function prepareCommerce(
  database: OpenDatabase,
  log: (message: string) => void = () => {},
): Promise<void> {
  const stock = await syncStockFromCatalogue(database.db);
  if (stock > 0) log(`Stock initialised for ${stock} sku(s) from the catalogue`);
  const reviews = await seedReviews(database.db);
  if (reviews > 0) log(`Seeded ${reviews} product reviews`);
}
