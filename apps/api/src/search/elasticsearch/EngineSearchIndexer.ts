import { type CatalogSearchConfig, type EntityType, entityTypes, visitorFilters } from '@citerne/catalog-search';
import { parseTaxRules } from '../../pricing/parseTaxRules';
import { nextPriceChangeOf, prepareProducts } from '../buildSnapshot';
import type { CatalogDocuments } from '../CatalogDocuments';
import { documentValues } from '../documentValues';
import type { SearchAttribute } from '../runSearch';
import { screenCatalogDocuments } from '../screenCatalogDocuments';
import type { IndexedDocument, TypeDefinition } from '../TypeDefinition';
import { typeDefinitions } from '../typeDefinitions';
import type { CatalogSource } from './CatalogSource';
import { engineDocument } from './engineDocument';
import { engineMappings } from './engineMappings';
import { filterClause } from './filterClause';
import { indexNames } from './indexNames';
import type { AliasAction, SearchEngine } from './SearchEngine';

type Doc = Record<string, unknown>;

/** Documents per `_bulk` request (two lines each). */
const BATCH = 500;

export interface EngineIndexerOptions {
  /** `SEARCH_INDEX_PREFIX`. */
  readonly indexPrefix: string;
  readonly config: CatalogSearchConfig;
  readonly now: () => number;
  readonly log: (message: string) => void;
}

/** What a full build wrote: per entity type, the new index and how many documents it holds. */
export type BuildSummary = Record<EntityType, { readonly index: string; readonly documents: number }>;

const idOf = (type: EntityType, doc: Doc, ord: number) =>
  String(type === 'product' ? doc.sku : (doc.id ?? doc.attribute_id ?? ord));

/**
 * Feeds the catalogue into Elasticsearch / OpenSearch (issue 24). `buildAll` builds a new version of every
 * entity type's index beside the live ones (`<prefix>_<type>_<timestamp>`, explicit mappings of `engineMappings`),
 * fills it with `_bulk` requests — products prepared by the embedded index's own `prepareProducts` (prices with tax,
 * reference prices, stock, flags, configurable children's values), categories with their visible `product_count` —
 * refreshes the new indices, then moves every alias onto them and deletes the previous versions in one `_aliases`
 * call: searches never see a half-built index, and a failed build leaves the live indices as they were.
 * `indexProducts` takes changed skus into the live indices (their products and the products made of them, then the
 * categories' counts) with one `_bulk` request. Each product carries when its special price next starts or ends
 * (`next_price_change`), which `EngineSearchBackend` reads to take them in again through `indexProducts` then.
 * @example
 * const indexer = new EngineSearchIndexer(engine, databaseCatalog(database, sources), { indexPrefix: 'citerne', config, now: Date.now, log });
 * await indexer.buildAll();
 */
export class EngineSearchIndexer {
  readonly #definitions: Record<EntityType, TypeDefinition>;

  constructor(
    readonly engine: SearchEngine,
    readonly catalog: CatalogSource,
    readonly options: EngineIndexerOptions,
  ) {
    this.#definitions = typeDefinitions(options.config);
  }

  #prepare(documents: CatalogDocuments): {
    products: IndexedDocument[];
    codes: string[];
    changes: Map<string, number | null>;
  } {
    const { log } = this.options;
    const now = this.options.now();
    const attributes = documents.attributes as unknown as SearchAttribute[];
    const filterable = attributes
      .filter((attribute) => attribute.is_filterable && attribute.attribute_code !== 'price')
      .map((attribute) => attribute.attribute_code);
    const taxRules = parseTaxRules(documents.taxRules, log);
    const { entries } = prepareProducts(documents, taxRules, filterable, now, log);
    // Read from the catalogue's rows, as the PostgreSQL indexer does: when the special price starts or ends.
    const changes = new Map(documents.products.map((doc) => [String(doc.sku), nextPriceChangeOf(doc, now)]));
    return { products: entries, codes: attributes.map((attribute) => attribute.attribute_code), changes };
  }

  /** How many products a visitor sees per category (SPEC §3 `product_count`), from the prepared documents. */
  #counts(products: readonly IndexedDocument[]): Map<string, number> {
    const definition = this.#definitions.product;
    const filters = visitorFilters('catalog', this.options.config);
    const counts = new Map<string, number>();
    for (const entry of products) {
      const visible = filters.every((filter) => {
        const wanted = (filter.kind === 'term' ? [filter.value] : filter.kind === 'terms' ? filter.values : []).map(
          String,
        );
        return documentValues(definition, entry, filter.field).some((value) => wanted.includes(value));
      });
      if (!visible) continue;
      for (const id of documentValues(definition, entry, 'category_ids')) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  #lines(
    type: EntityType,
    index: string,
    entries: readonly IndexedDocument[],
    codes: readonly string[],
    products?: { readonly ords: ReadonlyMap<string, number>; readonly changes: ReadonlyMap<string, number | null> },
  ): object[] {
    const definition = this.#definitions[type];
    return entries.flatMap((entry, i) => {
      const id = idOf(type, entry.doc, i);
      const ord = products?.ords.get(id) ?? i;
      const nextPriceChange = products?.changes.get(id) ?? null;
      return [
        { index: { _index: index, _id: id } },
        engineDocument(definition, entry, { ord, attributeCodes: codes, config: this.options.config, nextPriceChange }),
      ];
    });
  }

  async #bulk(lines: readonly object[], refresh: boolean | 'wait_for'): Promise<void> {
    for (let at = 0; at < lines.length; at += BATCH * 2) {
      const answer = await this.engine.bulk(lines.slice(at, at + BATCH * 2), refresh);
      if (answer.errors) {
        const failed = answer.items.map((item) => Object.values(item)[0]).filter((item) => item && item.status >= 300);
        throw new Error(
          `The search cluster refused ${failed.length} documents (first: ${failed[0]?._id} ${failed[0]?.error?.type ?? ''})`,
        );
      }
    }
  }

  /** Builds new versions of every index and swaps the aliases onto them (no downtime). */
  async buildAll(): Promise<BuildSummary> {
    const { indexPrefix, config, log, now } = this.options;
    const documents = screenCatalogDocuments(await this.catalog.all(), log);
    const { products, codes, changes } = this.#prepare(documents);
    const counts = this.#counts(products);
    const entries = (docs: readonly Doc[]) => docs.map((doc) => ({ doc }));
    const byType: Record<EntityType, readonly IndexedDocument[]> = {
      product: products,
      category: documents.categories.map((doc) => ({
        doc: { ...doc, product_count: counts.get(String(doc.id)) ?? 0 },
      })),
      attribute: entries(documents.attributes),
      taxrule: entries(documents.taxRules),
      cms_page: entries(documents.cmsPages),
      cms_block: entries(documents.cmsBlocks),
      cms_hierarchy: entries(documents.cmsHierarchy),
      review: entries(documents.reviews),
    };
    const ords = new Map(documents.products.map((doc) => [String(doc.sku), Number(doc.id)]));
    const stamp = now();
    const previous = await this.engine.aliases(`${indexPrefix}_*`);
    const built: string[] = [];
    const summary = {} as Record<EntityType, { index: string; documents: number }>;
    try {
      for (const type of entityTypes) {
        const index = indexNames(indexPrefix, type).version(stamp);
        await this.engine.createIndex(index, engineMappings(this.#definitions[type], codes, config));
        built.push(index);
        await this.#bulk(
          this.#lines(type, index, byType[type], codes, type === 'product' ? { ords, changes } : undefined),
          false,
        );
        summary[type] = { index, documents: byType[type].length };
      }
      await this.engine.refresh(built.join(','));
      const actions: AliasAction[] = entityTypes.flatMap((type) => {
        const { alias } = indexNames(indexPrefix, type);
        return [
          { add: { index: summary[type].index, alias } },
          ...(previous.get(alias) ?? []).map((index) => ({ remove_index: { index } })),
        ];
      });
      await this.engine.updateAliases(actions);
    } catch (error) {
      for (const index of built) await this.engine.deleteIndex(index).catch(() => undefined);
      throw error;
    }
    log(
      `Search indices built: ${entityTypes.map((type) => `${summary[type].index} (${summary[type].documents})`).join(', ')}`,
    );
    return summary;
  }

  /**
   * Takes changed products into the live indices: the skus' products and the products made of them (configurable
   * parents, bundles) prepared again and indexed, the skus gone from the catalogue deleted, then the categories'
   * visible counts (read from the index) indexed again; searchable when it settles.
   */
  async indexProducts(skus: readonly string[]): Promise<{ indexed: number; removed: number }> {
    if (skus.length === 0) return { indexed: 0, removed: 0 };
    const { indexPrefix, config, log } = this.options;
    const products = indexNames(indexPrefix, 'product').alias;
    const parents = await this.engine.search(products, {
      query: { bool: { filter: [{ terms: { links: [...skus] } }] } },
      size: 999,
      _source: false,
    });
    const targets = new Set([...skus, ...parents.hits.hits.map((hit) => hit._id)]);
    const documents = screenCatalogDocuments(await this.catalog.products([...targets]), log);
    const { products: prepared, codes, changes } = this.#prepare(documents);
    const ords = new Map(documents.products.map((doc) => [String(doc.sku), Number(doc.id)]));
    const written = prepared.filter((entry) => targets.has(String(entry.doc.sku)));
    const gone = [...targets].filter((sku) => !written.some((entry) => entry.doc.sku === sku));
    await this.#bulk(
      [
        ...this.#lines('product', products, written, codes, { ords, changes }),
        ...gone.map((sku) => ({ delete: { _index: products, _id: sku } })),
      ],
      'wait_for',
    );
    const counted = await this.engine.search(products, {
      query: { bool: { filter: visitorFilters('catalog', config).map(filterClause) } },
      size: 0,
      aggs: { categories: { terms: { field: 'term.category_ids', size: 10_000 } } },
    });
    const counts = new Map(
      (counted.aggregations?.categories?.buckets ?? []).map((bucket) => [String(bucket.key), bucket.doc_count]),
    );
    const categories = documents.categories.map((doc) => ({
      doc: { ...doc, product_count: counts.get(String(doc.id)) ?? 0 },
    }));
    await this.#bulk(this.#lines('category', indexNames(indexPrefix, 'category').alias, categories, codes), 'wait_for');
    return { indexed: written.length, removed: gone.length };
  }
}
