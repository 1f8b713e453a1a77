/** A search body in the query DSL Elasticsearch 8.x and OpenSearch 2.x share (`POST /<index>/_search`). */
export type SearchBody = Readonly<Record<string, unknown>>;

/** One hit of a search or a document of `_mget`, as both engines answer it. */
export interface EngineHit {
  readonly _index?: string;
  readonly _id: string;
  readonly _score?: number | null;
  readonly _source?: Record<string, unknown>;
  readonly fields?: Readonly<Record<string, readonly unknown[]>>;
  readonly found?: boolean;
}

/** A bucket of a `terms` or `range` aggregation. */
export interface EngineBucket {
  readonly key: string | number;
  readonly doc_count: number;
  readonly from?: number;
  readonly to?: number;
}

/** The answer of `_search` (https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-search.html). */
export interface EngineSearchAnswer {
  readonly hits: {
    readonly total?: { readonly value: number; readonly relation: 'eq' | 'gte' } | number;
    readonly hits: readonly EngineHit[];
  };
  /** Bucket aggregations' `buckets`; a metric one's `value` (`min`: null when no document has the field). */
  readonly aggregations?: Readonly<
    Record<string, { readonly buckets?: readonly EngineBucket[]; readonly value?: number | null }>
  >;
  /** Per suggester, its entries (the whole text for the phrase suggester), each with its options best first. */
  readonly suggest?: Readonly<Record<string, readonly EngineSuggestEntry[]>>;
}

/**
 * One entry of a suggester's answer: https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-suggesters.html,
 * https://opensearch.org/docs/2.19/search-plugins/searching-data/did-you-mean/.
 */
export interface EngineSuggestEntry {
  readonly text: string;
  readonly offset: number;
  readonly length: number;
  readonly options: readonly { readonly text: string; readonly score: number; readonly highlighted?: string }[];
}

/** The answer of `_bulk`: whether an item failed, and each item's outcome. */
export interface EngineBulkAnswer {
  readonly errors: boolean;
  readonly items: readonly Readonly<
    Record<string, { readonly _id?: string; readonly status: number; readonly error?: { readonly type?: string } }>
  >[];
}

/** One action of `POST /_aliases` (https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-aliases.html). */
export type AliasAction =
  | { readonly add: { readonly index: string; readonly alias: string } }
  | { readonly remove_index: { readonly index: string } };

/**
 * The calls the Elasticsearch / OpenSearch search driver and its indexer make, over either official client (ES 8's
 * `@elastic/elasticsearch`, OpenSearch's `@opensearch-project/opensearch`): the request bodies are the engines'
 * common REST API, so the translation is written once.
 * @example
 * const answer = await engine.search('citerne_product', { query: { match_all: {} }, size: 10 });
 */
export interface SearchEngine {
  readonly driver: 'elasticsearch' | 'opensearch';
  search(index: string, body: SearchBody): Promise<EngineSearchAnswer>;
  /** `POST /<index>/_mget` with `{ ids }`: the documents in the order asked, `found: false` for the missing. */
  mget(index: string, ids: readonly string[], source: readonly string[]): Promise<readonly EngineHit[]>;
  /** `POST /_bulk` (NDJSON lines); `refresh: 'wait_for'` settles once the changes are searchable. */
  bulk(lines: readonly object[], refresh: boolean | 'wait_for'): Promise<EngineBulkAnswer>;
  /**
   * `GET /<index>/_mapping/field/<field>`: whether the index maps the field (an index built before the field was
   * added does not) — https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-get-field-mapping.html.
   */
  fieldMapped(index: string, field: string): Promise<boolean>;
  /** `GET /_alias/<pattern>`: the indices each alias of the pattern points at, by alias (none when no alias). */
  aliases(pattern: string): Promise<ReadonlyMap<string, readonly string[]>>;
  /** `PUT /<index>` with settings and mappings. */
  createIndex(index: string, body: SearchBody): Promise<void>;
  /** `POST /_aliases`: every action applied at once, or none. */
  updateAliases(actions: readonly AliasAction[]): Promise<void>;
  /** `POST /<index>/_refresh`. */
  refresh(index: string): Promise<void>;
  /** `DELETE /<index>`. */
  deleteIndex(index: string): Promise<void>;
  close(): Promise<void>;
}
