import type { OpenDatabase } from '../../db/openDatabase';
import type { CatalogDocuments, StockRecord } from '../CatalogDocuments';
import { fieldValues } from '../fieldValues';
import { loadCatalogDocuments } from '../loadCatalogDocuments';
import { readPriceHistory } from '../readPriceHistory';

type Doc = Record<string, unknown>;

/** Where the indexer reads the catalogue: all of it, or some products with what their documents are made from. */
export interface CatalogSource {
  /** The whole catalogue (a full build). */
  all(): Promise<CatalogDocuments>;
  /**
   * The products of `skus`, the products they are made from (configurable children, bundle links), their stock
   * and price history, the attributes, tax rules and categories (an incremental update).
   */
  products(skus: readonly string[]): Promise<CatalogDocuments>;
}

/** The platform's stock and reviews, when it keeps them apart from the catalogue tables. */
export interface CatalogSources {
  readonly stock?: (skus: readonly string[] | null) => Promise<readonly StockRecord[]>;
  readonly reviews?: () => Promise<readonly Doc[]>;
}

/**
 * The catalogue of the platform's database (`loadCatalogDocuments` for a full build; the rows of some products and
 * of the products they link to for an incremental one).
 * @example
 * const indexer = new EngineSearchIndexer(engine, databaseCatalog(database, { stock: readStockRecords(database.db) }), options);
 */
export function databaseCatalog(database: OpenDatabase, sources: CatalogSources): CatalogSource {
  const { db } = database;
  return {
    all: () => loadCatalogDocuments(database, sources),
    async products(skus) {
      const rows =
        skus.length > 0
          ? await db
              .selectFrom('products')
              .select(['id', 'doc'])
              .where('sku', 'in', [...skus])
              .execute()
          : [];
      const loaded = new Set(rows.map((row) => String(row.doc.sku)));
      const linked = [
        ...new Set(
          rows.flatMap((row) =>
            [
              ...fieldValues(row.doc, ['configurable_children', 'sku']),
              ...fieldValues(row.doc, ['bundle_options', 'product_links', 'sku']),
            ].map(String),
          ),
        ),
      ].filter((sku) => !loaded.has(sku));
      const related =
        linked.length > 0
          ? await db.selectFrom('products').select(['id', 'doc']).where('sku', 'in', linked).execute()
          : [];
      const all = [...rows, ...related].sort((a, b) => a.id - b.id);
      const allSkus = all.map((row) => String(row.doc.sku));
      const [attributes, taxRules, categories, stock, priceHistory] = await Promise.all([
        db.selectFrom('attributes').select('doc').orderBy('attribute_id').execute(),
        db.selectFrom('tax_rules').select('doc').orderBy('id').execute(),
        db.selectFrom('categories').select('doc').orderBy('id').execute(),
        sources.stock && allSkus.length > 0 ? sources.stock(allSkus) : Promise.resolve(null),
        readPriceHistory(db, allSkus),
      ]);
      return {
        products: all.map((row) => row.doc),
        categories: categories.map((row) => row.doc),
        attributes: attributes.map((row) => row.doc),
        taxRules: taxRules.map((row) => row.doc),
        cmsPages: [],
        cmsBlocks: [],
        cmsHierarchy: [],
        reviews: [],
        priceHistory,
        ...(stock ? { stock: new Map(stock.map((record) => [record.sku, record])) } : {}),
      };
    },
  };
}
