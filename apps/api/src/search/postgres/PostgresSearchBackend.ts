import { createHash } from 'node:crypto';
import {
  type CatalogSearchConfig,
  defaultCatalogSearchConfig,
  type EntityType,
  type SearchQuery,
  type SearchResult,
} from '@citerne/catalog-search';
import type { TaxRule } from '@citerne/pricing';
import { sql } from 'kysely';
import { cacheTags } from '../../cache/cacheTags';
import { outputCacheFor } from '../../cache/outputCacheFor';
import type { OpenDatabase } from '../../db/openDatabase';
import { parseTaxRules } from '../../pricing/parseTaxRules';
import { mapUrl, type UrlTarget } from '../../urlMapping/mapUrl';
import type { SearchBackendOptions } from '../EmbeddedSearchBackend';
import type { SearchAttribute } from '../runSearch';
import type { CatalogDocument, SearchBackend } from '../SearchBackend';
import { StockBatcher } from '../StockBatcher';
import type { TypeDefinition } from '../TypeDefinition';
import { typeDefinitions } from '../typeDefinitions';
import { ensurePostgresSearchSchema } from './ensurePostgresSearchSchema';
import { expandWords, type WordQuery } from './expandWords';
import { PostgresSearchIndexer } from './PostgresSearchIndexer';
import { runPostgresSearch } from './runPostgresSearch';
import { weightOf } from './searchRow';

type Doc = Record<string, unknown>;

/**
 * What the index is built with: a new value makes every process's first start rebuild it once (the way documents
 * are prepared, the row layout or the search configuration changed).
 */
const INDEX_LAYOUT = 'citerne-search-3';

/** How often a process reads the served revision when no notification came (a missed NOTIFY, a lost listener). */
const REVISION_POLL_MS = 5_000;

/** Query words remembered with their stems and typo variants (popular searches repeat). */
const EXPANSIONS_KEPT = 2_000;

/** What one revision of the index serves besides the rows: attributes and tax rules, read once per revision. */
interface Rules {
  readonly revision: string;
  readonly attributes: ReadonlyMap<string, SearchAttribute>;
  readonly taxRules: readonly TaxRule[];
}

/**
 * The PostgreSQL search backend (`SEARCH=postgres`, issue 23): the catalogue indexed in the shop's PostgreSQL server
 * (`ensurePostgresSearchSchema`) and searched there (`runPostgresSearch`), for several shop processes and catalogues
 * that outgrow one process's memory. Nothing is built in memory at start: the first process to start indexes the
 * catalogue once (`PostgresSearchIndexer.buildAll`), later starts only take in what changed meanwhile; catalogue
 * writes queue their changes by trigger and are taken in by `refresh` (or when a process hears of them), stock
 * changes by `stockChanged`. The served revision lives in the database and every process hears of a new one
 * (`LISTEN citerne_search`), so ETags and caches agree across processes.
 * @example
 * const search = await PostgresSearchBackend.open(database, { stock: readStockRecords(database.db) });
 * const result = await search.search(query);
 */
export class PostgresSearchBackend implements SearchBackend {
  readonly driver = 'postgres' as const;
  readonly #definitions: Record<EntityType, TypeDefinition>;
  readonly #indexer: PostgresSearchIndexer;
  #revision = 'empty';
  #rules: Promise<Rules> | null = null;
  #stopListening: Array<() => Promise<void>> = [];
  #poll: NodeJS.Timeout | undefined;
  #priceTimer: NodeJS.Timeout | undefined;
  #pending: Promise<unknown> = Promise.resolve();
  readonly #stockBatches: StockBatcher;
  #closed = false;
  readonly #expansions = new Map<string, Promise<readonly WordQuery[]>>();

  private constructor(
    readonly database: OpenDatabase,
    readonly config: CatalogSearchConfig,
    private readonly options: SearchBackendOptions,
  ) {
    this.#definitions = typeDefinitions(config);
    this.#stockBatches = new StockBatcher(options.stockBatchMs ?? 250);
    this.#indexer = new PostgresSearchIndexer(database, {
      config,
      now: options.now ?? Date.now,
      log: options.log ?? ((message) => console.error(message)),
      ...(options.stock ? { stock: options.stock } : {}),
      ...(options.reviews ? { reviews: options.reviews } : {}),
    });
  }

  /**
   * Opens the index on a PostgreSQL server: creates its schema if needed, builds it when it was never built with
   * this layout (once, whichever process gets there first), takes in the changes queued since, and listens.
   */
  static async open(database: OpenDatabase, options: SearchBackendOptions = {}): Promise<PostgresSearchBackend> {
    await ensurePostgresSearchSchema(database);
    const config = options.config ?? defaultCatalogSearchConfig;
    const backend = new PostgresSearchBackend(database, config, options);
    const build = createHash('sha1').update(INDEX_LAYOUT).update(JSON.stringify(config)).digest('base64url');
    await backend.#indexer.locked(async () => {
      const state = await backend.#state();
      if (state.build !== build) {
        const started = Date.now();
        await backend.#indexer.buildAll(build);
        options.log?.(`Search index built in PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        await backend.#indexer.applyChanges();
      }
    });
    backend.#revision = (await backend.#state()).revision;
    await backend.#listen();
    await backend.#schedulePriceChange();
    return backend;
  }

  async #state(): Promise<{ revision: string; build: string | null }> {
    const { rows } = await sql<{ revision: string; build: string | null }>`
      select revision, build from search_state where id = 1`.execute(this.database.db);
    return rows[0] ?? { revision: 'empty', build: null };
  }

  async #listen(): Promise<void> {
    const { listen } = this.database;
    if (listen) {
      this.#stopListening.push(
        await listen.call(this.database, 'citerne_search', (revision) => this.#heard(revision)),
        // A catalogue write by anyone (another process, an import, SQL): take it in soon.
        await listen.call(this.database, 'citerne_search_changes', () => {
          clearTimeout(this.#drainSoon);
          this.#drainSoon = setTimeout(() => void this.#takeInWrites().catch((error) => this.#report(error)), 100);
          this.#drainSoon.unref();
        }),
      );
    }
    this.#poll = setInterval(() => {
      void this.#state()
        .then((state) => this.#heard(state.revision))
        .catch(() => undefined);
    }, REVISION_POLL_MS);
    this.#poll.unref();
  }

  #drainSoon: NodeJS.Timeout | undefined;

  #heard(revision: string): void {
    if (revision === '' || revision === this.#revision) return;
    this.#revision = revision;
    this.#rules = null;
    this.#expansions.clear();
  }

  #report(error: unknown): void {
    (this.options.log ?? console.error)(`Search index: ${(error as Error).message}`);
  }

  /** Changes whenever what the backend serves changes, in any process: the base of catalogue ETags. */
  get revision(): string {
    return this.#revision;
  }

  async #currentRules(): Promise<Rules> {
    const revision = this.#revision;
    if (!this.#rules) {
      this.#rules = (async () => {
        const { rows } = await sql<{ type: string; doc: Doc }>`
          select type, doc from search_documents where type in ('attribute', 'taxrule') order by type, ord`.execute(
          this.database.db,
        );
        const attributes = new Map<string, SearchAttribute>();
        const taxRules: Doc[] = [];
        for (const row of rows) {
          if (row.type === 'attribute')
            attributes.set(String(row.doc.attribute_code), row.doc as unknown as SearchAttribute);
          else taxRules.push(row.doc);
        }
        return { revision, attributes, taxRules: parseTaxRules(taxRules, () => {}) };
      })();
      this.#rules.catch(() => {
        this.#rules = null;
      });
    }
    return this.#rules;
  }

  #expand(words: readonly string[], codesWeight: string | null): Promise<readonly WordQuery[]> {
    const key = `${codesWeight ?? ''}|${words.join(' ')}`;
    let expansion = this.#expansions.get(key);
    if (!expansion) {
      expansion = expandWords(this.database.db, words, { fuzziness: this.config.search.fuzziness, codesWeight });
      this.#expansions.set(key, expansion);
      expansion.catch(() => this.#expansions.delete(key));
      if (this.#expansions.size > EXPANSIONS_KEPT)
        this.#expansions.delete(this.#expansions.keys().next().value as string);
    }
    return expansion;
  }

  /** Runs a validated query in PostgreSQL. @throws SearchRequestError for what the type cannot answer. */
  async search(query: SearchQuery): Promise<SearchResult> {
    const rules = await this.#currentRules();
    const definition = this.#definitions[query.type];
    const codes = definition.textFields.find((field) => field.analyzer === 'sku');
    const codesWeight = codes ? weightOf(codes.boost) : null;
    return runPostgresSearch(this.database.db, query, {
      config: this.config,
      attributes: rules.attributes,
      definition,
      expand: (words) => this.#expand(words, codesWeight),
    });
  }

  async #find(type: EntityType, field: string, value: string): Promise<Doc | undefined> {
    const { rows } = await sql<{ doc: Doc }>`
      select doc from search_documents where type = ${type} and terms @> ${[`${field}=${value}`]}::text[]
      order by ord limit 1`.execute(this.database.db);
    return rows[0]?.doc;
  }

  mapUrl(url: string): Promise<UrlTarget | null> {
    return mapUrl(url, (type, field, value) => this.#find(type, field, value));
  }

  async cmsDocument(type: 'cms_page' | 'cms_block', key: string): Promise<CatalogDocument | null> {
    return (await this.#find(type, /^\d+$/.test(key) ? 'id' : 'identifier', key)) ?? null;
  }

  async productsBySku(skus: readonly string[]): Promise<ReadonlyMap<string, CatalogDocument>> {
    if (skus.length === 0) return new Map();
    const { rows } = await sql<{ key: string; doc: Doc }>`
      select key, doc from search_documents where type = 'product' and key = any(${[...skus]}::text[])`.execute(
      this.database.db,
    );
    const found = new Map(rows.map((row) => [row.key, row.doc]));
    const ordered = new Map<string, CatalogDocument>();
    for (const sku of skus) {
      const doc = found.get(sku);
      if (doc) ordered.set(sku, doc);
    }
    return ordered;
  }

  async taxRules(): Promise<readonly TaxRule[]> {
    return (await this.#currentRules()).taxRules;
  }

  /** Takes in the catalogue changes queued by the tables' triggers (after a seed reload or any catalogue write). */
  refresh(): Promise<void> {
    return this.#drain().then(() => undefined);
  }

  /** Takes the queued changes in; answers whether this process indexed any (another may have taken them first). */
  #drain(): Promise<boolean> {
    const run = this.#pending.then(async () => {
      if (this.#closed) return false;
      const changed = await this.#indexer.locked(() => this.#indexer.applyChanges());
      this.#heard((await this.#state()).revision);
      await this.#schedulePriceChange();
      return changed;
    });
    this.#pending = run.catch(() => undefined);
    return run;
  }

  /**
   * Catalogue rows written without the shop's own calls (an import, a merchant's SQL, another process's seed): the
   * process that indexes them also empties the output cache of the catalogue (SPEC §9), which nobody else would.
   */
  async #takeInWrites(): Promise<void> {
    if (await this.#drain()) await outputCacheFor(this.database)?.invalidate([cacheTags.catalog]);
  }

  /**
   * Indexes the products whose stock changed again (and their configurable parents), the changes of
   * `stockBatchMs` (250 ms) taken in together; settles once the index serves them.
   */
  stockChanged(skus: readonly string[]): Promise<void> {
    if (skus.length === 0) return this.#pending.then(() => undefined);
    const applied = this.#stockBatches.add(skus, this.#pending, async (batch) => {
      await this.#indexer.locked(() => this.#indexer.reindexProducts(batch));
      this.#heard((await this.#state()).revision);
    });
    this.#pending = applied.catch(() => undefined);
    return applied;
  }

  // Special prices start and end on dates (SPEC §4 "Pricing"): the products concerned are priced again then.
  async #schedulePriceChange(): Promise<void> {
    clearTimeout(this.#priceTimer);
    if (this.#closed) return;
    const { rows } = await sql<{ next: Date | null }>`
      select min(next_change) as next from search_documents where type = 'product'`.execute(this.database.db);
    const next = rows[0]?.next;
    if (!next) return;
    const now = this.options.now?.() ?? Date.now();
    const delay = Math.min(86_400_000, Math.max(1_000, new Date(next).getTime() - now));
    this.#priceTimer = setTimeout(() => {
      this.#pending = this.#pending
        .then(async () => {
          // The products due are read under the index's lock: processes sharing the server price them once, the
          // next finding them written again with their next change.
          await this.#indexer.locked(async () => {
            const due = await sql<{ key: string }>`
              select key from search_documents where type = 'product' and next_change <= ${new Date(
                this.options.now?.() ?? Date.now(),
              )}`.execute(this.database.db);
            if (due.rows.length > 0) await this.#indexer.reindexProducts(due.rows.map((row) => row.key));
          });
          this.#heard((await this.#state()).revision);
          await this.#schedulePriceChange();
        })
        .catch((error) => this.#report(error));
    }, delay);
    this.#priceTimer.unref();
  }

  /** Stops listening and the timers (the database stays open: it is the platform's). */
  close(): void {
    this.#closed = true;
    clearInterval(this.#poll);
    clearTimeout(this.#priceTimer);
    clearTimeout(this.#drainSoon);
    for (const stop of this.#stopListening) void stop();
    this.#stopListening = [];
  }
}
