import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storeContentSchemas } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { packageRoot } from '../config/packageRoot';
import type { OpenDatabase } from '../db/openDatabase';
import { recordPriceChanges } from '../pricing/recordPriceChanges';
import {
  seedAttributeSchema,
  seedCategorySchema,
  seedCmsBlockSchema,
  seedCmsHierarchySchema,
  seedCmsPageSchema,
  seedPriceChangeSchema,
  seedProductSchema,
  seedTaxRuleSchema,
} from './seedSchemas';

/** Thrown when a seed file does not hold valid data; nothing is written then. */
export class SeedError extends Error {
  override name = 'SeedError';
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SeedError(`${path}: ${(error as Error).message}`);
  }
}

function readSeedFile<S extends v.GenericSchema>(path: string, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(schema, readJson(path));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new SeedError(`${path}: ${v.getDotPath(issue) ?? ''} ${issue.message}`.trim());
  }
  return parsed.output;
}

export interface SeedSummary {
  categories: number;
  products: number;
  attributes: number;
  taxRules: number;
  cmsPages: number;
  cmsBlocks: number;
  stores: string[];
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Loads the seed files of `apps/api/seed` (catalog/, cms/, content/{store}/) into the database, replacing what the
 * catalogue tables hold, in one transaction. Every file is validated first: a bad file changes nothing.
 * @example
 * const summary = await loadSeed(database);
 * console.log(`${summary.products} products`);
 */
export async function loadSeed(database: OpenDatabase, folder = join(packageRoot, 'seed')): Promise<SeedSummary> {
  const catalog = join(folder, 'catalog');
  const cms = join(folder, 'cms');
  const categories = readSeedFile(join(catalog, 'categories.json'), v.array(seedCategorySchema));
  const products = readSeedFile(join(catalog, 'products.json'), v.array(seedProductSchema));
  const attributes = readSeedFile(join(catalog, 'attributes.json'), v.array(seedAttributeSchema));
  const taxRules = readSeedFile(join(catalog, 'taxrules.json'), v.array(seedTaxRuleSchema));
  const pages = readSeedFile(join(cms, 'pages.json'), v.array(seedCmsPageSchema));
  const blocks = readSeedFile(join(cms, 'blocks.json'), v.array(seedCmsBlockSchema));
  const hierarchy = readSeedFile(join(cms, 'hierarchy.json'), v.array(seedCmsHierarchySchema));
  // Past regular price changes the catalogue alone cannot tell (art. L112-1-1 reference prices).
  const historyFile = join(catalog, 'priceHistory.json');
  const priceHistory = existsSync(historyFile) ? readSeedFile(historyFile, v.array(seedPriceChangeSchema)) : [];
  const contentFolder = join(folder, 'content');
  const stores = existsSync(contentFolder)
    ? readdirSync(contentFolder).filter((name) => /^[a-z]{2,8}$/.test(name))
    : [];
  const content = stores.flatMap((store) =>
    Object.entries(storeContentSchemas).flatMap(([kind, schema]) => {
      const path = join(contentFolder, store, `${kind}.json`);
      return existsSync(path) ? [{ store_code: store, kind, doc: JSON.stringify(readSeedFile(path, schema)) }] : [];
    }),
  );
  const skus = new Set<string>();
  for (const product of products) {
    if (skus.has(product.sku)) throw new SeedError(`products.json: sku ${product.sku} appears twice`);
    skus.add(product.sku);
  }

  await database.db.transaction().execute(async (trx) => {
    for (const table of [
      'products',
      'categories',
      'attributes',
      'tax_rules',
      'cms_pages',
      'cms_blocks',
      'cms_hierarchy',
      'store_content',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
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
    for (const chunk of chunks(products, 200)) {
      await trx
        .insertInto('products')
        .values(
          chunk.map((product) => ({
            id: product.id,
            sku: product.sku,
            parent_sku: product.parentSku ?? null,
            type_id: product.type_id,
            name: product.name,
            url_key: product.url_key,
            url_path: product.url_path ?? null,
            status: product.status,
            visibility: product.visibility,
            doc: JSON.stringify(product),
            created_at: product.created_at,
            updated_at: product.updated_at ?? product.created_at,
          })),
        )
        .execute();
    }
    await recordPriceChanges(
      trx,
      products.flatMap((product) =>
        typeof product.price === 'number'
          ? [{ sku: product.sku, price: product.price, createdAt: product.created_at ?? null }]
          : [],
      ),
      new Date(),
      priceHistory,
    );
    if (attributes.length > 0) {
      await trx
        .insertInto('attributes')
        .values(
          attributes.map((a) => ({
            attribute_id: Number(a.attribute_id),
            attribute_code: a.attribute_code,
            doc: JSON.stringify(a),
          })),
        )
        .execute();
    }
    if (taxRules.length > 0) {
      await trx
        .insertInto('tax_rules')
        .values(taxRules.map((rule) => ({ id: rule.id, doc: JSON.stringify(rule) })))
        .execute();
    }
    if (pages.length > 0) {
      await trx
        .insertInto('cms_pages')
        .values(
          pages.map((page) => ({
            id: page.id,
            identifier: page.identifier,
            store_id: page.store_id,
            is_active: page.active !== false,
            doc: JSON.stringify(page),
          })),
        )
        .execute();
    }
    if (blocks.length > 0) {
      await trx
        .insertInto('cms_blocks')
        .values(
          blocks.map((block) => ({
            id: block.id,
            identifier: block.identifier,
            is_active: block.active,
            doc: JSON.stringify(block),
          })),
        )
        .execute();
    }
    if (hierarchy.length > 0) {
      await trx
        .insertInto('cms_hierarchy')
        .values(hierarchy.map((node) => ({ id: node.id, identifier: node.identifier, doc: JSON.stringify(node) })))
        .execute();
    }
    if (content.length > 0) await trx.insertInto('store_content').values(content).execute();
  });
  return {
    categories: categories.length,
    products: products.length,
    attributes: attributes.length,
    taxRules: taxRules.length,
    cmsPages: pages.length,
    cmsBlocks: blocks.length,
    stores,
  };
}

/**
 * Seeds the catalogue when it is empty (first start), or when it lacks the CMS pages (a database created before the
 * CMS tables existed). Returns what it loaded, or null.
 */
export async function seedIfEmpty(database: OpenDatabase): Promise<SeedSummary | null> {
  const count = async (table: 'products' | 'cms_pages') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return (await count('products')) === 0 || (await count('cms_pages')) === 0 ? loadSeed(database) : null;
}
