import { randomBytes } from 'node:crypto';
import type { CatalogSearchConfig, EntityType } from '@citerne/catalog-search';
import { sql } from 'kysely';
import type { OpenDatabase } from '../../db/openDatabase';
import { withAdvisoryLock } from '../../db/withAdvisoryLock';
import { parseTaxRules } from '../../pricing/parseTaxRules';
import { nextPriceChangeOf, prepareProducts } from '../buildSnapshot';
import type { CatalogDocuments } from '../CatalogDocuments';
import type { SearchSources } from '../EmbeddedSearchBackend';
import { readPriceHistory } from '../readPriceHistory';
import type { SearchAttribute } from '../runSearch';
import { screenCatalogDocuments } from '../screenCatalogDocuments';
import type { IndexedDocument, TypeDefinition } from '../TypeDefinition';
import { typeDefinitions } from '../typeDefinitions';
import { type SearchRow, searchRow } from './searchRow';
import { visibleProductCounts } from './visibleProductCounts';
import { writeSearchRows } from './writeSearchRows';

type Doc = Record<string, unknown>;

/** Products indexed per batch: one round of reads and one upsert (a 100 000-product build is 200 batches). */
const BATCH = 500;

/** The small entity types, indexed whole when any of their rows changes, and the tables they come from. */
const WHOLE_TYPES: Readonly<Record<string, Exclude<EntityType, 'product'>>> = {
  categories: 'category',
  attributes: 'attribute',
  tax_rules: 'taxrule',
  cms_pages: 'cms_page',
  cms_blocks: 'cms_block',
  cms_hierarchy: 'cms_hierarchy',
  reviews: 'review',
};

export interface IndexerOptions extends SearchSources {
  readonly config: CatalogSearchConfig;
  readonly now: () => number;
  readonly log: (message: string) => void;
}

/** What one indexing pass changed: whether anything did (the revision moves then). */
interface Pass {
  changed: boolean;
}

/**
 * Keeps the PostgreSQL search index (`search_documents`) in step with the catalogue tables, incrementally (issue 23):
 * the triggers of `ensurePostgresSearchSchema` queue every changed sku or table in `search_changes`; `applyChanges`
 * takes the queue in, re-preparing only the products concerned (and their configurable or bundle parents, found in
 * `search_links`) with the embedded index's own code (`prepareProducts`: prices with tax, reference prices, stock,
 * flags), and the small types whole. `buildAll` indexes everything once, batch by batch (never the whole catalogue in
 * memory). Every pass runs under one advisory lock, so several processes never index the same change twice; a
 * change is taken off the queue only once it is indexed.
 */
export class PostgresSearchIndexer {
  readonly #definitions: Record<EntityType, TypeDefinition>;
  #attributes: readonly Doc[] | null = null;
  #taxRules: readonly Doc[] | null = null;

  constructor(
    readonly database: OpenDatabase,
    readonly options: IndexerOptions,
  ) {
    this.#definitions = typeDefinitions(options.config);
  }

  get #db() {
    return this.database.db;
  }

  /** Runs `work` holding the index's advisory lock (on one connection, for the time of the work). */
  async locked<T>(work: () => Promise<T>): Promise<T> {
    return withAdvisoryLock(this.#db, 'citerne_search_index', work);
  }

  /** Indexes the whole catalogue (first start, or after the index's build changed), then records `build`. */
  async buildAll(build: string): Promise<void> {
    const pass: Pass = { changed: true };
    // What is queued now is covered by this build.
    const last = await sql<{ id: string | null }>`select max(id)::text as id from search_changes`.execute(this.#db);
    this.#forget();
    for (const type of Object.values(WHOLE_TYPES)) if (type !== 'category') await this.#indexWhole(type);
    let after = -1;
    for (;;) {
      const rows = await this.#db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      await this.#indexProducts(
        rows.map((row) => row.sku),
        false,
      );
      after = rows[rows.length - 1]?.id as number;
    }
    await sql`delete from search_documents d where d.type = 'product'
      and not exists (select 1 from products p where p.sku = d.key)`.execute(this.#db);
    await this.#indexWhole('category');
    if (last.rows[0]?.id)
      await sql`delete from search_changes where id <= ${last.rows[0].id}::bigint`.execute(this.#db);
    await this.#bump(pass, build);
  }

  /** Takes the queued catalogue changes in; answers whether the index changed. */
  async applyChanges(): Promise<boolean> {
    const pass: Pass = { changed: false };
    for (;;) {
      const queued = await sql<{ id: string; entity: string; key: string }>`
        select id::text, entity, key from search_changes order by id limit 5000`.execute(this.#db);
      if (queued.rows.length === 0) break;
      const skus = new Set<string>();
      const tables = new Set<string>();
      for (const row of queued.rows) {
        if (row.entity === 'product' && row.key !== '*') skus.add(row.key);
        else tables.add(row.entity);
      }
      if (tables.has('attributes') || tables.has('tax_rules')) this.#forget();
      // New tax rules or attributes change every product's prices or filter values; an emptied table, all of them.
      const everyProduct = ['attributes', 'tax_rules', 'products', 'price_history'].some((table) => tables.has(table));
      for (const table of tables) {
        const type = WHOLE_TYPES[table];
        if (type && type !== 'category') await this.#indexWhole(type);
      }
      if (everyProduct) await this.#reindexAllProducts();
      else if (skus.size > 0) {
        const list = [...skus];
        for (let at = 0; at < list.length; at += BATCH) await this.#indexProducts(list.slice(at, at + BATCH), true);
      }
      if (skus.size > 0 || everyProduct || tables.has('categories')) await this.#indexWhole('category');
      await sql`delete from search_changes where id <= ${queued.rows[queued.rows.length - 1]?.id}::bigint`.execute(
        this.#db,
      );
      pass.changed = true;
    }
    await this.#bump(pass);
    return pass.changed;
  }

  /**
   * Indexes some products again (their stock changed, their special price started or ended). Neither moves a
   * category's visible count unless out-of-stock products are hidden (SPEC §4): only then are the categories counted
   * again — every order changes some stock, and a recount reads every product of the index.
   */
  async reindexProducts(skus: readonly string[]): Promise<void> {
    if (skus.length === 0) return;
    const unique = [...new Set(skus)];
    for (let at = 0; at < unique.length; at += BATCH) await this.#indexProducts(unique.slice(at, at + BATCH), true);
    if (!this.options.config.listOutOfStockProducts) await this.#indexWhole('category');
    await this.#bump({ changed: true });
  }

  async #reindexAllProducts(): Promise<void> {
    let after = '';
    for (;;) {
      const rows = await sql<{ sku: string }>`
        select sku from products where sku > ${after} order by sku limit ${BATCH}`.execute(this.#db);
      if (rows.rows.length === 0) break;
      await this.#indexProducts(
        rows.rows.map((row) => row.sku),
        false,
      );
      after = rows.rows[rows.rows.length - 1]?.sku as string;
    }
    await sql`delete from search_documents d where d.type = 'product'
      and not exists (select 1 from products p where p.sku = d.key)`.execute(this.#db);
  }

  #forget(): void {
    this.#attributes = null;
    this.#taxRules = null;
  }

  async #catalogRules(): Promise<{ attributes: readonly Doc[]; taxRules: readonly Doc[] }> {
    if (!this.#attributes || !this.#taxRules) {
      const [attributes, taxRules] = await Promise.all([
        this.#db.selectFrom('attributes').select('doc').orderBy('attribute_id').execute(),
        this.#db.selectFrom('tax_rules').select('doc').orderBy('id').execute(),
      ]);
      this.#attributes = attributes.map((row) => row.doc);
      this.#taxRules = taxRules.map((row) => row.doc);
    }
    return { attributes: this.#attributes, taxRules: this.#taxRules };
  }

  /**
   * Prepares and writes the products of `skus` — with their configurable and bundle parents when `withParents` —
   * from their rows, their children's and linked products' rows, their stock and their price history; removes those
   * that no longer exist.
   */
  async #indexProducts(skus: readonly string[], withParents: boolean): Promise<void> {
    const db = this.#db;
    const targets = new Set(skus);
    if (withParents) {
      const parents = await db
        .selectFrom('search_links' as never)
        .select('parent' as never)
        .where('child' as never, 'in', [...targets] as never)
        .execute();
      for (const row of parents as { parent: string }[]) targets.add(row.parent);
    }
    const rows = await db
      .selectFrom('products')
      .select(['id', 'sku', 'doc'])
      .where('sku', 'in', [...targets])
      .execute();
    const loaded = new Set(rows.map((row) => row.sku));
    const related = new Set<string>();
    for (const row of rows) for (const sku of linkedSkus(row.doc)) if (!loaded.has(sku)) related.add(sku);
    const relatedRows =
      related.size > 0
        ? await db
            .selectFrom('products')
            .select(['id', 'sku', 'doc'])
            .where('sku', 'in', [...related])
            .execute()
        : [];
    const all = [...rows, ...relatedRows].sort((a, b) => a.id - b.id);
    const allSkus = all.map((row) => row.sku);
    const [{ attributes, taxRules }, stock, priceHistory] = await Promise.all([
      this.#catalogRules(),
      this.options.stock ? this.options.stock(allSkus) : Promise.resolve(null),
      readPriceHistory(db, allSkus),
    ]);
    const documents: CatalogDocuments = screenCatalogDocuments(
      {
        products: all.map((row) => row.doc),
        categories: [],
        attributes,
        taxRules,
        cmsPages: [],
        cmsBlocks: [],
        cmsHierarchy: [],
        reviews: [],
        priceHistory,
        ...(stock ? { stock: new Map(stock.map((record) => [record.sku, record])) } : {}),
      },
      this.options.log,
    );
    const now = this.options.now();
    const attributeDocs = attributes as unknown as SearchAttribute[];
    const filterable = attributeDocs
      .filter((a) => a.is_filterable && a.attribute_code !== 'price')
      .map((a) => a.attribute_code);
    const prepared = prepareProducts(
      documents,
      parseTaxRules(documents.taxRules, () => {}),
      filterable,
      now,
      this.options.log,
    );
    const ordOf = new Map(all.map((row) => [row.sku, row.id]));
    const rawOf = new Map(documents.products.map((doc) => [String(doc.sku), doc]));
    const written: SearchRow[] = [];
    for (const entry of prepared.entries) {
      const sku = String(entry.doc.sku);
      if (!targets.has(sku)) continue;
      written.push(
        searchRow(this.#definitions.product, entry, {
          key: sku,
          ord: ordOf.get(sku) ?? 0,
          attributeCodes: attributeDocs.map((a) => a.attribute_code),
          facetCodes: filterable,
          config: this.options.config,
          nextChange: nextPriceChangeOf(rawOf.get(sku) ?? entry.doc, now),
        }),
      );
    }
    const keep = new Set(written.map((row) => row.key));
    const gone = [...targets].filter((sku) => !keep.has(sku));
    await db.transaction().execute(async (trx) => {
      if (gone.length > 0)
        await sql`delete from search_documents where type = 'product' and key = any(${gone}::text[])`.execute(trx);
      await writeSearchRows(trx, written);
      await sql`delete from search_links where parent = any(${[...targets]}::text[])`.execute(trx);
      const links = all
        .filter((row) => targets.has(row.sku) && keep.has(row.sku))
        .flatMap((row) => linkedSkus(row.doc).map((child) => ({ child, parent: row.sku })));
      if (links.length > 0)
        await sql`insert into search_links (child, parent)
          select * from unnest(${links.map((l) => l.child)}::text[], ${links.map((l) => l.parent)}::text[])
          on conflict do nothing`.execute(trx);
    });
  }

  /** Indexes a small entity type whole: its rows replace the type's documents in one transaction. */
  async #indexWhole(type: Exclude<EntityType, 'product'>): Promise<void> {
    const db = this.#db;
    const docs = await this.#wholeDocuments(type);
    const definition = this.#definitions[type];
    const rows = docs.map((doc, ord) =>
      searchRow(definition, { doc } as IndexedDocument, {
        key: String(doc.id ?? doc.attribute_id ?? ord),
        ord,
        attributeCodes: [],
        facetCodes: [],
        config: this.options.config,
      }),
    );
    await db.transaction().execute(async (trx) => {
      await sql`delete from search_documents where type = ${type}`.execute(trx);
      await writeSearchRows(trx, rows);
    });
  }

  async #wholeDocuments(type: Exclude<EntityType, 'product'>): Promise<readonly Doc[]> {
    const db = this.#db;
    const docs = (rows: { doc: Doc }[]) => rows.map((row) => row.doc);
    const withActive = (rows: { doc: Doc; is_active: boolean }[]) =>
      rows.map((row) => ({ ...row.doc, active: row.is_active }));
    const screened = (partial: Partial<CatalogDocuments>) =>
      screenCatalogDocuments(
        {
          products: [],
          categories: [],
          attributes: [],
          taxRules: [],
          cmsPages: [],
          cmsBlocks: [],
          cmsHierarchy: [],
          reviews: [],
          ...partial,
        },
        this.options.log,
      );
    switch (type) {
      case 'category': {
        const counts = await visibleProductCounts(db, this.options.config);
        const rows = docs(await db.selectFrom('categories').select('doc').orderBy('id').execute());
        return rows.map((doc) => ({ ...doc, product_count: counts.get(String(doc.id)) ?? 0 }));
      }
      case 'attribute':
        return docs(await db.selectFrom('attributes').select('doc').orderBy('attribute_id').execute());
      case 'taxrule':
        return screened({ taxRules: docs(await db.selectFrom('tax_rules').select('doc').orderBy('id').execute()) })
          .taxRules;
      case 'cms_page':
        return screened({
          cmsPages: withActive(await db.selectFrom('cms_pages').select(['doc', 'is_active']).orderBy('id').execute()),
        }).cmsPages;
      case 'cms_block':
        return screened({
          cmsBlocks: withActive(await db.selectFrom('cms_blocks').select(['doc', 'is_active']).orderBy('id').execute()),
        }).cmsBlocks;
      case 'cms_hierarchy':
        return docs(await db.selectFrom('cms_hierarchy').select('doc').orderBy('id').execute());
      case 'review':
        return this.options.reviews ? [...(await this.options.reviews())] : [];
      default:
        return type satisfies never;
    }
  }

  /** Moves the served revision (and tells the other processes) when the pass changed anything. */
  async #bump(pass: Pass, build?: string): Promise<void> {
    if (!pass.changed) return;
    const revision = randomBytes(12).toString('base64url');
    await this.#db.transaction().execute(async (trx) => {
      await sql`update search_state set revision = ${revision}, updated_at = now()
        ${build === undefined ? sql`` : sql`, build = ${build}`} where id = 1`.execute(trx);
      await sql`select pg_notify('citerne_search', ${revision})`.execute(trx);
    });
  }
}

/** The skus a product's served document is made from besides its own: configurable children, bundle links. */
function linkedSkus(doc: Doc): string[] {
  const skus: string[] = [];
  for (const child of (doc.configurable_children as Doc[] | undefined) ?? []) skus.push(String(child.sku));
  for (const option of (doc.bundle_options as Doc[] | undefined) ?? [])
    for (const link of (option.product_links as Doc[] | undefined) ?? []) skus.push(String(link.sku));
  return skus.filter((sku) => sku !== 'undefined');
}
