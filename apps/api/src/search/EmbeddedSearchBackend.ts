import { createHash } from 'node:crypto';
import {
  type CatalogSearchConfig,
  defaultCatalogSearchConfig,
  type SearchQuery,
  type SearchResult,
} from '@citerne/catalog-search';
import type { TaxRule } from '@citerne/pricing';
import type { OpenDatabase } from '../db/openDatabase';
import { mapUrl, type UrlTarget } from '../urlMapping/mapUrl';
import { buildSnapshot } from './buildSnapshot';
import type { CatalogDocuments, StockRecord } from './CatalogDocuments';
import { loadCatalogDocuments } from './loadCatalogDocuments';
import { runSearch } from './runSearch';
import type { CatalogDocument, SearchBackend } from './SearchBackend';
import type { SearchSnapshot } from './SearchSnapshot';
import { StockBatcher } from './StockBatcher';
import { screenCatalogDocuments } from './screenCatalogDocuments';
import type { IndexCacheSizes } from './TypeIndex';

type Doc = Record<string, unknown>;

/** Where the commerce platform's data comes from, when it keeps it apart from the catalogue documents. */
export interface SearchSources {
  /** Current stock of the given skus (all when `null`); default: the `stock` of the product documents. */
  readonly stock?: (skus: readonly string[] | null) => Promise<readonly StockRecord[]>;
  /** The reviews served as the `review` entity type; default: none. */
  readonly reviews?: () => Promise<readonly Doc[]>;
}

export interface SearchBackendOptions extends SearchSources {
  readonly config?: CatalogSearchConfig;
  /** How many recent texts and queries each index remembers; default 512 texts, 256 queries; 0 turns them off. */
  readonly caches?: IndexCacheSizes;
  readonly now?: () => number;
  readonly log?: (message: string) => void;
  /**
   * How long stock changes are gathered before the index takes them in one go, ms (default 250): on a busy day every
   * order changes some stock, and each change costs a patch of the index and forgets its remembered queries.
   */
  readonly stockBatchMs?: number;
}

const DAY = 86_400_000;

// A refused catalogue row is always reported: without a log of the backend's own, on the error output.
const refusalLog = (options: SearchBackendOptions) => options.log ?? ((message: string) => console.error(message));

/**
 * The embedded search backend (`SEARCH=embedded`, ARCHITECTURE.md "Backends behind seams"): an in-process index (MiniSearch for the
 * text, cached columns for filters, sorts and aggregations) built from the database at start, rebuilt when the
 * catalogue changes ({@link EmbeddedSearchBackend.refresh}) and patched in place when stock changes
 * ({@link EmbeddedSearchBackend.stockChanged}). Searches run on an immutable snapshot, so a rebuild never disturbs them.
 *
 * @example
 * const search = await EmbeddedSearchBackend.open(database);
 * const result = search.search(query);
 * await search.stockChanged(['CS-EP-10-VERT']); // after an order
 */
export class EmbeddedSearchBackend implements SearchBackend {
  readonly driver = 'embedded' as const;
  #snapshot: SearchSnapshot;
  #documents: CatalogDocuments;
  #timer: NodeJS.Timeout | undefined;
  #pending: Promise<void> = Promise.resolve();
  #closed = false;
  /** The skus of the stock changes gathered and not yet taken in, and when they will be. */
  readonly #stockBatches: StockBatcher;

  private constructor(
    readonly database: OpenDatabase,
    readonly config: CatalogSearchConfig,
    private readonly options: SearchBackendOptions,
    documents: CatalogDocuments,
  ) {
    this.#documents = documents;
    this.#stockBatches = new StockBatcher(options.stockBatchMs ?? 250);
    this.#snapshot = this.#build(documents);
    this.#schedulePriceRefresh();
  }

  /** Builds the index from the database. */
  static async open(database: OpenDatabase, options: SearchBackendOptions = {}): Promise<EmbeddedSearchBackend> {
    const documents = screenCatalogDocuments(await loadCatalogDocuments(database, options), refusalLog(options));
    return new EmbeddedSearchBackend(database, options.config ?? defaultCatalogSearchConfig, options, documents);
  }

  /**
   * Builds the index from documents already in memory (a generated catalogue for a benchmark, an import preview);
   * a later {@link EmbeddedSearchBackend.refresh} reads the database.
   */
  static fromDocuments(
    database: OpenDatabase,
    documents: CatalogDocuments,
    options: SearchBackendOptions = {},
  ): EmbeddedSearchBackend {
    return new EmbeddedSearchBackend(
      database,
      options.config ?? defaultCatalogSearchConfig,
      options,
      screenCatalogDocuments(documents, refusalLog(options)),
    );
  }

  #build(documents: CatalogDocuments): SearchSnapshot {
    const now = this.options.now?.() ?? Date.now();
    return buildSnapshot(documents, this.config, {
      now,
      ...(this.options.log ? { log: this.options.log } : {}),
      ...(this.options.caches ? { caches: this.options.caches } : {}),
    });
  }

  // Special prices start and end on dates (SPEC §4 "Pricing"): the index prices again when the next one passes.
  #schedulePriceRefresh(): void {
    clearTimeout(this.#timer);
    const next = this.#snapshot.nextPriceChange;
    if (next === null || this.#closed) return;
    const delay = Math.min(DAY, Math.max(1000, next - (this.options.now?.() ?? Date.now())));
    this.#timer = setTimeout(() => {
      this.#snapshot = this.#build(this.#documents);
      this.#schedulePriceRefresh();
    }, delay);
    this.#timer.unref();
  }

  /** The current snapshot (revision, attributes, tax rules, product documents by sku). */
  get snapshot(): SearchSnapshot {
    return this.#snapshot;
  }

  /** Changes whenever what the backend serves changes: the base of catalogue ETags. */
  get revision(): string {
    return this.#snapshot.revision;
  }

  /** Runs a validated query. @throws SearchRequestError for a filter or aggregation the type does not support. */
  search(query: SearchQuery): SearchResult {
    const snapshot = this.#snapshot;
    return runSearch(snapshot.types[query.type], query, { config: this.config, attributes: snapshot.attributes });
  }

  async mapUrl(url: string): Promise<UrlTarget | null> {
    const { types } = this.#snapshot;
    return mapUrl(url, (type, field, value) => {
      const index = types[type];
      const doc = index.postings(field).get(value)?.[0];
      return doc === undefined ? undefined : index.entries[doc]?.doc;
    });
  }

  async cmsDocument(type: 'cms_page' | 'cms_block', key: string): Promise<CatalogDocument | null> {
    const index = this.#snapshot.types[type];
    const doc = index.postings(/^\d+$/.test(key) ? 'id' : 'identifier').get(key)?.[0];
    return (doc === undefined ? undefined : index.entries[doc]?.doc) ?? null;
  }

  async productsBySku(skus: readonly string[]): Promise<ReadonlyMap<string, CatalogDocument>> {
    const found = new Map<string, CatalogDocument>();
    for (const sku of skus) {
      const doc = this.#snapshot.productsBySku.get(sku);
      if (doc) found.set(sku, doc);
    }
    return found;
  }

  async taxRules(): Promise<readonly TaxRule[]> {
    return this.#snapshot.taxRules;
  }

  /** Rebuilds the index from the database (after a seed reload or any catalogue change). */
  refresh(): Promise<void> {
    this.#pending = this.#pending.then(async () => {
      const documents = screenCatalogDocuments(
        await loadCatalogDocuments(this.database, this.options),
        refusalLog(this.options),
      );
      this.#documents = documents;
      this.#snapshot = this.#build(documents);
      this.#schedulePriceRefresh();
    });
    return this.#pending;
  }

  /**
   * Takes the current stock of some skus (from the stock source, else from the product rows) into the index without
   * rebuilding it: in-stock filters, `stock` of the served documents and of the configurable parents follow, the
   * changes of `stockBatchMs` taken in together.
   * The commerce platform calls it after an order, a stock import or any stock write.
   */
  stockChanged(skus: readonly string[]): Promise<void> {
    if (skus.length === 0) return this.#pending;
    this.#pending = this.#stockBatches.add(skus, this.#pending, (batch) => this.#takeStock(batch));
    return this.#pending;
  }

  async #takeStock(skus: readonly string[]): Promise<void> {
    const records = this.options.stock
      ? await this.options.stock(skus)
      : (
          await this.database.db
            .selectFrom('products')
            .select(['sku', 'doc'])
            .where('sku', 'in', [...skus])
            .execute()
        ).map((row) => ({
          sku: row.sku,
          ...((row.doc.stock ?? { qty: null, is_in_stock: false }) as Omit<StockRecord, 'sku'>),
        }));
    const stock = new Map([...(this.#documents.stock ?? []), ...records.map((r) => [r.sku, r] as const)]);
    const products = this.#documents.products.map((doc) => {
      const record = stock.get(String(doc.sku));
      return record && !this.options.stock ? { ...doc, stock: { ...((doc.stock ?? {}) as Doc), ...record } } : doc;
    });
    this.#documents = { ...this.#documents, products, stock };
    this.#patchStock(new Set(records.map((r) => r.sku)));
  }

  #patchStock(changed: ReadonlySet<string>): void {
    const fresh = buildSnapshotEntries(this.#documents, this.config, this.options.now?.() ?? Date.now(), changed);
    const index = this.#snapshot.types.product;
    const changes = new Map<number, (typeof index.entries)[number]>();
    index.entries.forEach((entry, i) => {
      const replacement = fresh.get(String(entry.doc.sku));
      if (replacement) changes.set(i, replacement);
    });
    index.replace(changes, ['stock']);
    const productsBySku = new Map(this.#snapshot.productsBySku);
    for (const entry of changes.values()) productsBySku.set(String(entry.doc.sku), entry.doc);
    const revision = createHash('sha1')
      .update(this.#snapshot.revision)
      .update(JSON.stringify([...changed].map((sku) => productsBySku.get(sku)?.stock)))
      .digest('base64url')
      .slice(0, 16);
    this.#snapshot = { ...this.#snapshot, productsBySku, revision };
  }

  /** Stops the price refresh timer. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }
}

/** The served entries of the products touched by a stock change: the skus and their configurable parents. */
function buildSnapshotEntries(
  documents: CatalogDocuments,
  config: CatalogSearchConfig,
  now: number,
  changed: ReadonlySet<string>,
) {
  const touched = documents.products.filter(
    (doc) =>
      changed.has(String(doc.sku)) ||
      (Array.isArray(doc.configurable_children) &&
        (doc.configurable_children as Doc[]).some((c) => changed.has(String(c.sku)))),
  );
  const skus = new Set(touched.map((doc) => String(doc.sku)));
  const children = documents.products.filter(
    (doc) =>
      !skus.has(String(doc.sku)) &&
      touched.some(
        (t) =>
          Array.isArray(t.configurable_children) && (t.configurable_children as Doc[]).some((c) => c.sku === doc.sku),
      ),
  );
  const partial = buildSnapshot({ ...documents, products: [...touched, ...children] }, config, { now });
  const out = new Map<string, { doc: Doc; extra?: Record<string, readonly (string | number | boolean)[]> }>();
  for (const entry of partial.types.product.entries)
    if (skus.has(String(entry.doc.sku))) out.set(String(entry.doc.sku), entry);
  return out;
}
