import type { SearchAggregations, SearchQuery, SearchResult } from '@citerne/catalog-search';
import { priceRangeBuckets } from '../priceRangeBuckets';
import { attributeMetadata, termBuckets } from '../runSearch';
import type { EngineSearchAnswer } from './SearchEngine';
import type { EngineSearchContext } from './searchRequest';

/**
 * Maps the answer of a `searchRequest` back to the {@link SearchResult} the embedded driver gives: the served
 * documents of the hits (as `_source` filtered them), the exact total (`track_total_hits`), the term aggregations
 * as `termBuckets` orders them (most frequent first, ties in French order, numeric keys as numbers), the price
 * ranges with their ids and bounds in the configured order, no suggestions, and the attribute metadata of the
 * shared `attributeMetadata` from the hits' filterable values and the aggregations.
 * @example
 * const result = searchAnswer(query, await engine.search(alias, searchRequest(query, context)), context);
 */
export function searchAnswer(
  query: SearchQuery,
  answer: EngineSearchAnswer,
  context: EngineSearchContext,
): SearchResult {
  const hits = answer.hits.hits;
  const total = answer.hits.total;
  const aggregations: Record<
    string,
    { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] }
  > = {};
  for (const field of query.aggregations) {
    if (field === 'price') {
      const counts = new Map(
        (answer.aggregations?.agg_range_price?.buckets ?? []).map((bucket) => [String(bucket.key), bucket.doc_count]),
      );
      aggregations.agg_range_price = {
        buckets: priceRangeBuckets(context.config, (id) => counts.get(id) ?? 0),
      };
      continue;
    }
    const counts = new Map(
      (answer.aggregations?.[`agg_terms_${field}`]?.buckets ?? []).map((bucket) => [
        String(bucket.key),
        bucket.doc_count,
      ]),
    );
    aggregations[`agg_terms_${field}`] = { buckets: termBuckets(counts, context.config.aggregationSize) };
  }
  const typed = aggregations as SearchAggregations;
  return {
    items: hits.map((hit) => (hit._source?.doc ?? {}) as Record<string, unknown>),
    total: typeof total === 'number' ? total : (total?.value ?? hits.length),
    start: query.start,
    perPage: query.size,
    aggregations: typed,
    suggestions: {},
    attributeMetadata:
      query.type === 'product'
        ? attributeMetadata(
            (code) => hits.flatMap((hit) => (hit.fields?.[`term.${code}`] ?? []).map(String)),
            typed,
            context,
          )
        : [],
  };
}
