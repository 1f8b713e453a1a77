import type { OpenDatabase } from '../db/openDatabase';
import type { CatalogDocuments, StockRecord } from './CatalogDocuments';
import { readPriceHistory } from './readPriceHistory';

type Doc = Record<string, unknown>;

/**
 * Reads the whole catalogue from the platform's database as the search drivers index it: products, categories,
 * attributes, tax rules, CMS pages, blocks and hierarchy, recorded price changes, and — from the platform's own
 * sources when it keeps them apart — the stock and the approved reviews. Not screened: pass the result through
 * `screenCatalogDocuments`.
 * @example
 * const documents = await loadCatalogDocuments(database, { stock: readStockRecords(database.db) });
 */
export async function loadCatalogDocuments(
  database: OpenDatabase,
  sources: {
    readonly stock?: (skus: readonly string[] | null) => Promise<readonly StockRecord[]>;
    readonly reviews?: () => Promise<readonly Doc[]>;
  },
): Promise<CatalogDocuments> {
  const { db } = database;
  const [products, categories, attributes, taxRules, cmsPages, cmsBlocks, cmsHierarchy, reviews, stock, priceHistory] =
    await Promise.all([
      db.selectFrom('products').select('doc').orderBy('id').execute(),
      db.selectFrom('categories').select('doc').orderBy('id').execute(),
      db.selectFrom('attributes').select('doc').orderBy('attribute_id').execute(),
      db.selectFrom('tax_rules').select('doc').orderBy('id').execute(),
      db.selectFrom('cms_pages').select(['doc', 'is_active']).orderBy('id').execute(),
      db.selectFrom('cms_blocks').select(['doc', 'is_active']).orderBy('id').execute(),
      db.selectFrom('cms_hierarchy').select('doc').orderBy('id').execute(),
      sources.reviews ? sources.reviews() : Promise.resolve([]),
      sources.stock ? sources.stock(null) : Promise.resolve(null),
      readPriceHistory(db, null),
    ]);
  const docs = (rows: { doc: Doc }[]) => rows.map((row) => row.doc);
  // A CMS page's or block's `active` is its `is_active` column (what a merchant switches), not the copy the seed
  // file left in the document: switching the promotions block on must reach the storefront (SPEC §2).
  const withActive = (rows: { doc: Doc; is_active: boolean }[]) =>
    rows.map((row) => ({ ...row.doc, active: row.is_active }));
  return {
    products: docs(products),
    categories: docs(categories),
    attributes: docs(attributes),
    taxRules: docs(taxRules),
    cmsPages: withActive(cmsPages),
    cmsBlocks: withActive(cmsBlocks),
    cmsHierarchy: docs(cmsHierarchy),
    reviews,
    priceHistory,
    ...(stock ? { stock: new Map(stock.map((record) => [record.sku, record])) } : {}),
  };
}
