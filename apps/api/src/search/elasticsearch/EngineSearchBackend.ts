import {
  type CatalogSearchConfig,
  defaultCatalogSearchConfig,
  type EntityType,
  type SearchQuery,
  type SearchResult,
} from '@citerne/catalog-search';
import type { TaxRule } from '@citerne/pricing';
import { parseTaxRules } from '../../pricing/parseTaxRules';
import { mapUrl, type UrlTarget } from '../../urlMapping/mapUrl';
import type { StockRecord } from '../CatalogDocuments';
import { configurableInStock } from '../configurableInStock';
import type { SearchAttribute } from '../runSearch';
import type { CatalogDocument, SearchBackend } from '../SearchBackend';
import { StockBatcher } from '../StockBatcher';
import type { TypeDefinition } from '../TypeDefinition';
import { typeDefinitions } from '../typeDefinitions';
import type { CatalogSource } from './CatalogSource';
import { EngineSearchIndexer } from './EngineSearchIndexer';
import { fieldsOf } from './engineDocument';
import { indexNames } from './indexNames';
import type { SearchEngine } from './SearchEngine';
import { searchAnswer } from './searchAnswer';
import { NAME_SUGGEST_FIELD, searchRequest } from './searchRequest';

type Doc = Record<string, unknown>;

export interface EngineSearchOptions {
  /** `SEARCH_INDEX_PREFIX`: the aliases read are `<prefix>_<type>`. */
  readonly indexPrefix: string;
  readonly config?: CatalogSearchConfig;
  /** Current stock of the given skus: what `stockChanged` writes into the index. */
  readonly stock?: (skus: readonly string[] | null) => Promise<readonly StockRecord[]>;
  readonly log?: (message: string) => void;
  /** How often the live index's name is read again, to hear of the indexer's swaps (default 30 s; 0: never). */
  readonly aliasPollMs?: number;
  /** How long stock changes are gathered before they are written in one `_bulk`, ms (default 250, `StockBatcher`). */
  readonly stockBatchMs?: number;
  /**
   * The catalogue the indices are built from (`databaseCatalog`): with it, products whose special price starts or
   * ends are prepared again from it and written when that time comes. Without it, they wait for the next build.
   */
  readonly catalog?: CatalogSource;
  /**
   * Runs the taking in of price changes one process at a time, when several shop processes share the database
   * (`openSearchBackend` passes a PostgreSQL advisory lock): the first writes the products due, the others then find
   * none due and only wait for the next change. Without it, every process writes them.
   */
  readonly exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  readonly now?: () => number;
}

/** Attributes and tax rules served by one live index, its name, and whether it can suggest ("did you mean"). */
interface Live {
  readonly index: string;
  readonly didYouMean: boolean;
  readonly attributes: ReadonlyMap<string, SearchAttribute>;
  readonly taxRules: readonly TaxRule[];
}

/** The most documents of a small type read at once (attributes, tax rules): SPEC §9's largest page of them. */
const ALL = 999;

/** The longest wait for a price change (a timer is checked again at least daily), and the wait after a failure. */
const DAY = 86_400_000;
const PRICE_RETRY_MS = 60_000;

/**
 * The Elasticsearch 8.x / OpenSearch 2.x search backend (`SEARCH=elasticsearch|opensearch`, issue 24): the catalogue
 * indexed by `EngineSearchIndexer` into versioned indices behind one alias per entity type, searched through the
 * aliases with the typed query translated to the engines' DSL (`searchRequest`, answers by `searchAnswer`). Stock
 * changes are partial updates of the products and their configurable parents. Opened with the `catalog`, it prices
 * products again when their special price starts or ends (`indexProducts` of the products due, at the earliest
 * `next_price_change` of the index, checked at least daily).
 *
 * Its revision is the live product index's name (a new one after each build by the indexer) and a count of the
 * changes this process made or read since (stock changes, price changes, refreshes):
 * `citerne_product_20250502100000000.3`. Two processes on one build agree until one of them takes in a stock change
 * the other has not been told of.
 * @example
 * const search = await EngineSearchBackend.open(elasticsearchEngine(config), { indexPrefix: 'citerne' });
 */
export class EngineSearchBackend implements SearchBackend {
  readonly #definitions: Record<EntityType, TypeDefinition>;
  #live: Live;
  #changes = 0;
  #poll: NodeJS.Timeout | undefined;
  #pending: Promise<unknown> = Promise.resolve();
  #stockBatches: StockBatcher | undefined;
  readonly #prices: EngineSearchIndexer | undefined;
  #priceTimer: NodeJS.Timeout | undefined;
  #closed = false;

  private constructor(
    readonly engine: SearchEngine,
    readonly config: CatalogSearchConfig,
    private readonly options: EngineSearchOptions,
    live: Live,
  ) {
    this.#definitions = typeDefinitions(config);
    this.#live = live;
    if (options.catalog) {
      this.#prices = new EngineSearchIndexer(engine, options.catalog, {
        indexPrefix: options.indexPrefix,
        config,
        now: () => this.#now(),
        log: (message) => (options.log ?? console.error)(message),
      });
    }
    const every = options.aliasPollMs ?? 30_000;
    if (every > 0) {
      this.#poll = setInterval(() => void this.#heard().catch((error) => this.#report(error)), every);
      this.#poll.unref();
    }
  }

  /**
   * Opens the backend on the cluster's live indices (reads which index the product alias points at, the attributes
   * and the tax rules). @throws when the indices were never built (`pnpm --filter @citerne/api index:search`).
   */
  static async open(engine: SearchEngine, options: EngineSearchOptions): Promise<EngineSearchBackend> {
    const config = options.config ?? defaultCatalogSearchConfig;
    const live = await readLive(engine, options.indexPrefix);
    if (!live.didYouMean) {
      (options.log ?? console.error)(
        `Search index (${engine.driver}): ${live.index} was built without the name's suggestions: no "did you mean" until index:search builds the indices again.`,
      );
    }
    const backend = new EngineSearchBackend(engine, config, options, live);
    await backend.#schedulePriceChange().catch((error) => backend.#report(error));
    return backend;
  }

  get driver(): 'elasticsearch' | 'opensearch' {
    return this.engine.driver;
  }

  get revision(): string {
    return `${this.#live.index}.${this.#changes}`;
  }

  #alias(type: EntityType): string {
    return indexNames(this.options.indexPrefix, type).alias;
  }

  #now(): number {
    return this.options.now?.() ?? Date.now();
  }

  // Special prices start and end on dates (SPEC §4 "Pricing"): the products concerned are priced again then, as the
  // other drivers do, rather than at the next build. The index holds each product's next change; the earliest is
  // asked of the engine (a `min` aggregation, null when none or on indices built before the field).
  async #schedulePriceChange(): Promise<void> {
    clearTimeout(this.#priceTimer);
    if (!this.#prices || this.#closed) return;
    const answer = await this.engine.search(this.#alias('product'), {
      size: 0,
      aggs: { next_price_change: { min: { field: 'next_price_change' } } },
    });
    const next = answer.aggregations?.next_price_change?.value;
    if (typeof next !== 'number' || this.#closed) return;
    this.#priceTimerIn(Math.min(DAY, Math.max(1_000, next - this.#now())));
  }

  #priceTimerIn(delay: number): void {
    clearTimeout(this.#priceTimer);
    this.#priceTimer = setTimeout(() => {
      const run = this.#pending.then(() => this.#takePriceChanges());
      this.#pending = run.catch((error) => {
        this.#report(error);
        if (!this.#closed) this.#priceTimerIn(PRICE_RETRY_MS);
      });
    }, delay);
    this.#priceTimer.unref();
  }

  /**
   * Prepares the products whose price changed by now again (`indexProducts`: their parents and bundles too), one
   * process at a time (`exclusive`): written with `refresh=wait_for`, they no longer look due to the next.
   */
  async #takePriceChanges(): Promise<void> {
    const exclusive = this.options.exclusive ?? ((work) => work());
    await exclusive(() => this.#takeDuePrices());
    await this.#schedulePriceChange();
  }

  async #takeDuePrices(): Promise<void> {
    if (!this.#prices || this.#closed) return;
    const due = await this.engine.search(this.#alias('product'), {
      query: { bool: { filter: [{ range: { next_price_change: { lte: this.#now() } } }] } },
      sort: [{ ord: 'asc' }],
      size: ALL,
      _source: false,
    });
    const skus = due.hits.hits.map((hit) => hit._id);
    if (skus.length > 0) {
      await this.#prices.indexProducts(skus);
      this.#changes += 1;
      (this.options.log ?? console.error)(
        `Search index (${this.driver}): ${skus.length} products priced again (special prices starting or ending).`,
      );
    }
    // Written again, they hold their next change: a full page means more may be due.
    if (skus.length === ALL) await this.#takeDuePrices();
  }

  #report(error: unknown): void {
    (this.options.log ?? console.error)(`Search index (${this.driver}): ${(error as Error).message}`);
  }

  async #heard(): Promise<void> {
    const targets = await this.engine.aliases(this.#alias('product'));
    if (targets.get(this.#alias('product'))?.[0] !== this.#live.index) await this.refresh();
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const context = {
      config: this.config,
      attributes: this.#live.attributes,
      definition: this.#definitions[query.type],
      didYouMean: this.#live.didYouMean,
    };
    const body = searchRequest(query, context);
    return searchAnswer(query, await this.engine.search(this.#alias(query.type), body), context);
  }

  /** The first document (in the catalogue's order) of a type whose field holds a value: a keyword `term` query. */
  async #first(type: EntityType, field: string, value: string): Promise<Doc | undefined> {
    const answer = await this.engine.search(this.#alias(type), {
      query: { bool: { filter: [{ term: { [`term.${field}`]: value } }] } },
      sort: [{ ord: 'asc' }],
      size: 1,
      _source: ['doc'],
    });
    return answer.hits.hits[0]?._source?.doc as Doc | undefined;
  }

  mapUrl(url: string): Promise<UrlTarget | null> {
    return mapUrl(url, (type, field, value) => this.#first(type, field, value));
  }

  async cmsDocument(type: 'cms_page' | 'cms_block', key: string): Promise<CatalogDocument | null> {
    return (await this.#first(type, /^\d+$/.test(key) ? 'id' : 'identifier', key)) ?? null;
  }

  async productsBySku(skus: readonly string[]): Promise<ReadonlyMap<string, CatalogDocument>> {
    const found = new Map<string, CatalogDocument>();
    if (skus.length === 0) return found;
    for (const hit of await this.engine.mget(this.#alias('product'), skus, ['doc'])) {
      if (hit.found && hit._source?.doc) found.set(hit._id, hit._source.doc as CatalogDocument);
    }
    return found;
  }

  async taxRules(): Promise<readonly TaxRule[]> {
    return this.#live.taxRules;
  }

  /** Reads the live indices again (after the indexer built new ones or updated some products). */
  refresh(): Promise<void> {
    const run = this.#pending.then(async () => {
      this.#live = await readLive(this.engine, this.options.indexPrefix);
      this.#changes += 1;
      // A new build holds its own next price changes.
      await this.#schedulePriceChange().catch((error) => this.#report(error));
    });
    this.#pending = run.catch(() => undefined);
    return run;
  }

  /**
   * Writes the current stock of some skus into the index as partial updates (`_bulk` `update`, refreshed before it
   * settles): each product's `stock` and its stock filter values, and each configurable parent's children, its
   * `stock.is_in_stock` (`configurableInStock`) and filter values. A sku the index does not hold is skipped. Changes
   * arriving within `stockBatchMs` of each other are written together.
   */
  stockChanged(skus: readonly string[]): Promise<void> {
    if (skus.length === 0) return this.#pending.then(() => undefined);
    // The orders of a busy day each change some stock: their changes within `stockBatchMs` make one `_bulk`.
    this.#stockBatches ??= new StockBatcher(this.options.stockBatchMs ?? 250);
    const run = this.#stockBatches.add(skus, this.#pending, (batch) => this.#takeStock(batch));
    this.#pending = run.catch(() => undefined);
    return run;
  }

  async #takeStock(skus: readonly string[]): Promise<void> {
    if (skus.length === 0 || !this.options.stock) return;
    const records = new Map((await this.options.stock(skus)).map((record) => [record.sku, record]));
    if (records.size === 0) return;
    const definition = this.#definitions.product;
    const stockFields = definition.filterFields.filter((field) => field.startsWith('stock.'));
    const alias = this.#alias('product');
    const parents = await this.engine.search(alias, {
      query: { bool: { filter: [{ terms: { 'term.configurable_children.sku': [...records.keys()] } }] } },
      size: ALL,
      _source: ['doc.sku', 'doc.stock', 'doc.configurable_children'],
    });
    const stockOf = (record: StockRecord, current: Doc = {}) => ({
      ...current,
      qty: record.qty,
      is_in_stock: record.is_in_stock,
      ...(record.manage_stock === undefined ? {} : { manage_stock: record.manage_stock }),
    });
    const lines: object[] = [];
    for (const record of records.values()) {
      const stock = stockOf(record);
      lines.push(
        { update: { _index: alias, _id: record.sku } },
        { doc: { doc: { stock }, ...fieldsOf(definition, { doc: { stock } }, stockFields) } },
      );
    }
    for (const hit of parents.hits.hits) {
      const parent = (hit._source?.doc ?? {}) as Doc;
      const children = ((parent.configurable_children as Doc[] | undefined) ?? []).map((child) => {
        const record = records.get(String(child.sku));
        return record ? { ...child, stock: stockOf(record, (child.stock ?? {}) as Doc) } : child;
      });
      const stock = { ...((parent.stock ?? {}) as Doc), is_in_stock: configurableInStock(children) };
      lines.push(
        { update: { _index: alias, _id: hit._id } },
        {
          doc: {
            doc: { stock, configurable_children: children },
            ...fieldsOf(definition, { doc: { stock, configurable_children: children } }, stockFields),
          },
        },
      );
    }
    const answer = await this.engine.bulk(lines, 'wait_for');
    const failed = answer.items.filter((item) => {
      const outcome = Object.values(item)[0];
      return outcome !== undefined && outcome.status >= 300 && outcome.status !== 404;
    });
    if (failed.length > 0) throw new Error(`${failed.length} stock updates refused by the search cluster`);
    this.#changes += 1;
  }

  close(): void {
    this.#closed = true;
    clearInterval(this.#poll);
    clearTimeout(this.#priceTimer);
    void this.engine.close().catch(() => undefined);
  }
}

async function readLive(engine: SearchEngine, prefix: string): Promise<Live> {
  const product = indexNames(prefix, 'product').alias;
  const index = (await engine.aliases(product)).get(product)?.[0];
  if (index === undefined) {
    throw new Error(
      `The search cluster has no ${product} alias: build the indices first (pnpm --filter @citerne/api index:search).`,
    );
  }
  const all = { query: { match_all: {} }, sort: [{ ord: 'asc' }], size: ALL, _source: ['doc'] };
  const [attributes, taxRules, didYouMean] = await Promise.all([
    engine.search(indexNames(prefix, 'attribute').alias, all),
    engine.search(indexNames(prefix, 'taxrule').alias, all),
    // The engines refuse a suggester on a field the index does not map: indices built before it are read without.
    engine.fieldMapped(index, NAME_SUGGEST_FIELD),
  ]);
  const docs = (answer: typeof attributes) => answer.hits.hits.map((hit) => (hit._source?.doc ?? {}) as Doc);
  return {
    index,
    didYouMean,
    attributes: new Map(docs(attributes).map((doc) => [String(doc.attribute_code), doc as unknown as SearchAttribute])),
    taxRules: parseTaxRules(docs(taxRules), () => {}),
  };
}
