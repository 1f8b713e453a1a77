import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { packageRoot } from '../config/packageRoot';
import type { OpenDatabase } from '../db/openDatabase';
import { seedCategorySchema, seedProductSchema } from './seedSchemas';

/** Thrown when a seed file does not hold valid data; nothing is written then. */
export class SeedError extends Error {
  override name = 'SeedError';
}

function readSeedFile<T>(folder: string, file: string, schema: v.GenericSchema<unknown, T>): T[] {
  const path = join(folder, file);
  const parsed = v.safeParse(v.array(schema), JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new SeedError(`${path}: ${v.getDotPath(issue) ?? ''} ${issue.message}`.trim());
  }
  return parsed.output;
}

export interface SeedSummary {
  categories: number;
  products: number;
}

/**
 * Loads the catalogue seed files of `apps/api/seed/catalog` into the database,
 * replacing what the catalogue tables hold, in one transaction.
 * @example
 * const summary = await loadSeed(database);
 * console.log(`${summary.products} products`);
 */
export async function loadSeed(
  database: OpenDatabase,
  folder = join(packageRoot, 'seed', 'catalog'),
): Promise<SeedSummary> {
  const categories = readSeedFile(folder, 'categories.json', seedCategorySchema);
  const products = readSeedFile(folder, 'products.json', seedProductSchema);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('products').execute();
    await trx.deleteFrom('categories').execute();
    if (categories.length > 0) {
      await trx
        .insertInto('categories')
        .values(
          categories.map((category) => ({
            id: category.id,
            parent_id: category.parent_id,
            name: category.name,
            url_key: category.url_key,
            url_path: category.url_path,
            level: category.level,
            position: category.position,
            is_active: category.is_active,
            doc: JSON.stringify(category),
          })),
        )
        .execute();
    }
    for (let start = 0; start < products.length; start += 200) {
      await trx
        .insertInto('products')
        .values(
          products.slice(start, start + 200).map((product) => ({
            id: product.id,
            sku: product.sku,
            type_id: product.type_id,
            name: product.name,
            url_key: product.url_key,
            status: product.status,
            visibility: product.visibility,
            doc: JSON.stringify(product),
            created_at: product.created_at,
          })),
        )
        .execute();
    }
  });
  return { categories: categories.length, products: products.length };
}

/** Seeds the catalogue only when it is empty (first start). Returns what it loaded, or null. */
export async function seedIfEmpty(database: OpenDatabase): Promise<SeedSummary | null> {
  const row = await database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0 ? loadSeed(database) : null;
}
