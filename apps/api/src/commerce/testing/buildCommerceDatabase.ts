import { migrate } from '../../db/migrate';
import type { OpenDatabase } from '../../db/openDatabase';
import { loadSeed } from '../../seed/loadSeed';
import { prepareCommerce } from '../prepareCommerce';
import { insertFixtureProducts } from './insertFixtureProducts';

/**
 * Fills an empty database as the commerce tests expect it: migrated, the catalogue seed, the commerce fixtures, the
 * stock and the seeded reviews. The templates of `openCommerceTestDatabase` are built with it.
 * @example
 * await buildCommerceDatabase(database);
 */
export async function buildCommerceDatabase(database: OpenDatabase): Promise<void> {
  await migrate(database);
  await loadSeed(database);
  await insertFixtureProducts(database);
  await prepareCommerce(database);
}
