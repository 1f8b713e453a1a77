/** One bucket of a term aggregation: an attribute option id and how many results carry it. */
export interface TermBucket {
  readonly key: string | number;
  readonly doc_count: number;
}

/** One bucket of the price range aggregation; `to` excluded. */
export interface RangeBucket {
  readonly key: string;
  readonly from?: number;
  readonly to?: number;
  readonly doc_count: number;
}

/**
 * Aggregations of a search result, in the Elasticsearch shape the storefront reads: `agg_terms_<code>` for a term
 * aggregation and `agg_range_price` for the price ranges.
 */
export type SearchAggregations = Readonly<Record<string, { readonly buckets: readonly (TermBucket | RangeBucket)[] }>>;

/** Metadata of an attribute met in the results (label and option labels), for filter and option display. */
export interface AttributeMetadata {
  readonly attribute_code: string;
  readonly attribute_id: number | string;
  readonly frontend_label?: string | null;
  readonly options?: readonly { readonly label: string; readonly value: string | number }[];
}

/**
 * A catalogue search answer (SPEC §3 "Search result"): the page of items, the total (a number), paging, aggregations,
 * suggestions and attribute metadata; the flags tell where it came from.
 */
export interface SearchResult<T = Record<string, unknown>> {
  readonly items: readonly T[];
  readonly total: number;
  readonly start: number;
  readonly perPage: number;
  readonly aggregations: SearchAggregations;
  readonly suggestions: Readonly<Record<string, unknown>>;
  readonly attributeMetadata: readonly AttributeMetadata[];
  /** Served from the client cache. */
  readonly cache?: boolean;
  /** Empty because the backend could not be reached while offline. */
  readonly offline?: boolean;
  /** The query matched nothing. */
  readonly noresults?: boolean;
}
