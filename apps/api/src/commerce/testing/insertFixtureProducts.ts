import { fixtureProducts } from '@repo/test-utils';
import type { OpenDatabase } from '../../db/openDatabase';

/**
 * Writes the fixture products into the catalogue table (after the catalogue seed).
 * @example
 * await insertFixtureProducts(database);
 */
export async function insertFixtureProducts(database: OpenDatabase): Promise<void> {
  await database.db
    .insertInto('products')
    .values(
      fixtureProducts.map((product) => ({
        id: product.id,
        sku: product.sku,
        parent_sku: null,
        type_id: product.type_id,
        name: product.name,
        url_key: product.url_key,
        url_path: product.url_key,
        status: product.status,
        visibility: product.visibility,
        doc: JSON.stringify(product),
        created_at: product.created_at,
        updated_at: product.updated_at,
      })),
    )
    .execute();
}
