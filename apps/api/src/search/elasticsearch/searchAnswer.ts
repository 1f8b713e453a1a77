import type { SearchAggregations, SearchQuery, SearchResult } from '@citerne/catalog-search';
import { priceRangeBuckets } from '../priceRangeBuckets';
import { attributeMetadata, termBuckets } from '../runSearch';
import type { EngineSearchAnswer } from './SearchEngine';
import { DID_YOU_MEAN, type EngineSearchContext } from './searchRequest';

/** The "did you mean" options of an answer, at most 3, best first: the embedded driver's `{ text: [{ text, score }] }`. */
function suggestionsOf(answer: EngineSearchAnswer): Record<string, unknown> {
  const options = (answer.suggest?.[DID_YOU_MEAN] ?? [])
    .flatMap((entry) => entry.options)
    .map((option) => ({ text: option.text, score: option.score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  return options.length > 0 ? { text: options } : {};
}

/**
 * Maps the answer of a `searchRequest` back to the {@link SearchResult} the embedded driver gives: the served
 * documents of the hits (as `_source` filtered them), the exact total (`track_total_hits`), the term aggregations
 * as `termBuckets` orders them (most frequent first, ties in French order, numeric keys as numbers), the price
 * ranges with their ids and bounds in the configured order, "did you mean" when a text matched nothing (the
 * phrase suggester's options, as the embedded driver's `suggestions.text`), and the attribute metadata of the
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
  const count = typeof total === 'number' ? total : (total?.value ?? hits.length);
  return {
    items: hits.map((hit) => (hit._source?.doc ?? {}) as Record<string, unknown>),
    total: count,
    start: query.start,
    perPage: query.size,
    aggregations: typed,
    suggestions: query.text && count === 0 ? suggestionsOf(answer) : {},
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
