import {
  type AttributeMetadata,
  type CatalogSearchConfig,
  priceRangeOptions,
  type SearchAggregations,
  type SearchFilter,
  type SearchQuery,
  type SearchResult,
  visitorFilters,
} from '@citerne/catalog-search';
import { analyzeText } from './analyzeText';
import { projectFields } from './projectFields';
import type { TypeIndex } from './TypeIndex';

/** An attribute as the search knows it: code, id, label, whether it is filterable, its options. */
export interface SearchAttribute {
  readonly attribute_code: string;
  readonly attribute_id: number | string;
  readonly frontend_label?: string | null;
  readonly frontend_input?: string;
  readonly is_filterable?: boolean;
  readonly options?: readonly { readonly label: string; readonly value: string | number }[];
}

/** What a search needs besides the index and the query. */
export interface SearchContext {
  readonly config: CatalogSearchConfig;
  readonly attributes: ReadonlyMap<string, SearchAttribute>;
}

/** A query the index cannot answer as asked (unknown filter field, text on a type without text): a 400. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
}

const fuzzyDistance = (fuzziness: number) => (term: string) =>
  Math.min(fuzziness, term.length < 3 ? 0 : term.length < 6 ? 1 : 2);

function textMatches(index: TypeIndex, text: string, context: SearchContext): Map<number, number> {
  const engine = index.text;
  if (!engine) throw new SearchRequestError(`text search is not available for ${index.definition.type}`);
  const terms = [...new Set(analyzeText(text))];
  const scores = new Map<number, number>();
  if (terms.length === 0) return scores;
  const { fuzziness, minimumShouldMatch, minScore } = context.config.search;
  const results = engine.search(text, {
    boost: Object.fromEntries(index.definition.textFields.map((field) => [field.name, field.boost])),
    fuzzy: fuzzyDistance(fuzziness),
    maxFuzzy: fuzziness,
    prefix: (term, i, all) => i === all.length - 1 && term.length >= 3,
    combineWith: 'OR',
  });
  // SPEC §9 "minimum should match 75%", counted as Elasticsearch does: floor(75 % of the query terms), at least 1.
  const required = Math.max(1, Math.floor(terms.length * minimumShouldMatch));
  let best = 0;
  const kept = results.filter((result) => new Set(result.queryTerms).size >= required);
  for (const result of kept) best = Math.max(best, result.score);
  // SPEC §9 "minimum score 0.02", relative to the best match (engine scores are not on Elasticsearch's scale).
  for (const result of kept) if (result.score >= best * minScore) scores.set(result.id as number, result.score);
  return scores;
}

function matcher(index: TypeIndex, filter: SearchFilter): (doc: number) => boolean {
  if (filter.kind === 'range') {
    const values = index.values(filter.field);
    return (doc) =>
      values[doc]?.some((raw) => {
        const value = Number(raw);
        return filter.ranges.some(
          (range) =>
            Number.isFinite(value) &&
            (range.from === undefined || value >= range.from) &&
            (range.to === undefined || value < range.to),
        );
      }) ?? false;
  }
  const wanted = new Set((filter.kind === 'term' ? [filter.value] : filter.values).map(String));
  const values = index.values(filter.field);
  return (doc) => values[doc]?.some((value) => wanted.has(value)) ?? false;
}

function candidatesFrom(index: TypeIndex, filters: readonly SearchFilter[]): number[] | null {
  let best: number[] | null = null;
  for (const filter of filters) {
    if (filter.kind === 'range') continue;
    const postings = index.postings(filter.field);
    const values = filter.kind === 'term' ? [filter.value] : filter.values;
    const docs = new Set<number>();
    for (const value of values) for (const doc of postings.get(String(value)) ?? []) docs.add(doc);
    if (best === null || docs.size < best.length) best = [...docs];
  }
  return best;
}

function categoryOf(filters: readonly SearchFilter[]): string | null {
  const filter = filters.find((f) => f.field === 'category_ids' || f.field === 'category.category_id');
  if (!filter) return null;
  if (filter.kind === 'term') return String(filter.value);
  if (filter.kind === 'terms' && filter.values.length === 1) return String(filter.values[0]);
  return null;
}

function categoryPosition(index: TypeIndex, doc: number, categoryId: string): number {
  const categories = index.entries[doc]?.doc.category;
  const found = Array.isArray(categories)
    ? categories.find((c: { category_id?: unknown }) => String(c.category_id) === categoryId)
    : undefined;
  return typeof found?.position === 'number' ? found.position : Number.POSITIVE_INFINITY;
}

function sortMatches(
  index: TypeIndex,
  matches: number[],
  query: SearchQuery,
  filters: readonly SearchFilter[],
  scores: Map<number, number> | null,
  config: CatalogSearchConfig,
): void {
  const sort =
    query.sort ??
    (scores
      ? { field: 'relevance', order: 'desc' as const }
      : query.type === 'product'
        ? config.defaultSort
        : index.definition.defaultSort);
  const tieRanks = index.ranks(query.type === 'product' ? 'position' : index.definition.defaultSort.field);
  if (sort.field === 'relevance') {
    matches.sort(
      (a, b) => (scores?.get(b) ?? 0) - (scores?.get(a) ?? 0) || (tieRanks[a] as number) - (tieRanks[b] as number),
    );
    return;
  }
  const direction = sort.order === 'desc' ? -1 : 1;
  const category = query.type === 'product' && sort.field === 'position' ? categoryOf(filters) : null;
  if (category !== null) {
    const positions = new Map(matches.map((doc) => [doc, categoryPosition(index, doc, category)]));
    matches.sort(
      (a, b) =>
        direction * ((positions.get(a) as number) - (positions.get(b) as number)) ||
        (tieRanks[a] as number) - (tieRanks[b] as number),
    );
    return;
  }
  const ranks = index.ranks(sort.field);
  const values = index.values(sort.field);
  const missing = (doc: number) => (values[doc]?.length ?? 0) === 0;
  matches.sort((a, b) => {
    if (missing(a) !== missing(b)) return missing(a) ? 1 : -1;
    return direction * ((ranks[a] as number) - (ranks[b] as number));
  });
}

function aggregate(
  index: TypeIndex,
  matches: readonly number[],
  fields: readonly string[],
  config: CatalogSearchConfig,
): SearchAggregations {
  const aggregations: Record<
    string,
    { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] }
  > = {};
  for (const field of fields) {
    if (field === 'price') {
      const prices = index.numbers('price');
      aggregations.agg_range_price = {
        buckets: priceRangeOptions(config).map((option) => {
          let count = 0;
          for (const doc of matches) {
            const price = prices[doc] as number;
            if (price >= (option.from ?? Number.NEGATIVE_INFINITY) && price < (option.to ?? Number.POSITIVE_INFINITY))
              count++;
          }
          return {
            key: option.id,
            ...(option.from === undefined ? {} : { from: option.from }),
            ...(option.to === undefined ? {} : { to: option.to }),
            doc_count: count,
          };
        }),
      };
      continue;
    }
    const values = index.values(field);
    const counts = new Map<string, number>();
    for (const doc of matches) for (const value of values[doc] ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
    aggregations[`agg_terms_${field}`] = {
      buckets: [...counts]
        .sort(([ka, a], [kb, b]) => b - a || ka.localeCompare(kb, 'fr', { numeric: true }))
        .slice(0, config.aggregationSize)
        .map(([key, count]) => ({ key: /^-?\d+(\.\d+)?$/.test(key) ? Number(key) : key, doc_count: count })),
    };
  }
  return aggregations;
}

function attributeMetadata(
  index: TypeIndex,
  page: readonly number[],
  aggregations: SearchAggregations,
  context: SearchContext,
): AttributeMetadata[] {
  const out: AttributeMetadata[] = [];
  for (const attribute of context.attributes.values()) {
    if (attribute.attribute_code === 'price' || !attribute.is_filterable) continue;
    const used = new Set<string>();
    for (const doc of page) for (const value of index.values(attribute.attribute_code)[doc] ?? []) used.add(value);
    for (const bucket of aggregations[`agg_terms_${attribute.attribute_code}`]?.buckets ?? [])
      used.add(String(bucket.key));
    if (used.size === 0) continue;
    out.push({
      attribute_code: attribute.attribute_code,
      attribute_id: attribute.attribute_id,
      frontend_label: attribute.frontend_label ?? null,
      options: (attribute.options ?? []).filter((option) => used.has(String(option.value))),
    });
  }
  return out;
}

function didYouMean(index: TypeIndex, text: string): Record<string, unknown> {
  const suggestions = (index.text?.autoSuggest(text, { fuzzy: 0.3, combineWith: 'OR' }) ?? []).slice(0, 3);
  return suggestions.length > 0 ? { text: suggestions.map((s) => ({ text: s.suggestion, score: s.score })) } : {};
}

/**
 * Runs a validated {@link SearchQuery} on one entity type's index (SPEC §9 "Search"): full text with boosts, typo
 * tolerance, minimum should match and minimum score; the visitor filters of SPEC §5 ANDed with the query's filters;
 * sort; paging; term aggregations (10 buckets) and the price ranges; include/exclude fields.
 * @throws {@link SearchRequestError} for a filter, aggregation or text the type does not support.
 */
export function runSearch(index: TypeIndex, query: SearchQuery, context: SearchContext): SearchResult {
  const { config } = context;
  const isProduct = query.type === 'product';
  const allowed = new Set([...index.definition.filterFields, ...(isProduct ? context.attributes.keys() : [])]);
  for (const filter of query.filters) {
    if (!allowed.has(filter.field)) {
      throw new SearchRequestError(
        `cannot filter ${query.type} on "${filter.field}"; filter on ${[...allowed].join(', ')}`,
      );
    }
  }
  for (const field of query.aggregations) {
    const ok = isProduct
      ? field === 'price' || context.attributes.get(field)?.is_filterable === true
      : allowed.has(field);
    if (!ok) throw new SearchRequestError(`cannot aggregate ${query.type} on "${field}"`);
  }
  const defaults: SearchFilter[] = isProduct
    ? visitorFilters(query.scope, config)
    : query.scope === 'lookup'
      ? []
      : query.type === 'category'
        ? [{ kind: 'term', field: 'is_active', value: true }]
        : query.type === 'cms_page'
          ? [{ kind: 'term', field: 'active', value: true }]
          : [];
  const filters = [...defaults, ...query.filters];
  const scores = query.text ? textMatches(index, query.text, context) : null;
  const base = scores
    ? [...scores.keys()]
    : (candidatesFrom(index, filters) ?? Array.from({ length: index.size }, (_, i) => i));
  const tests = filters.map((filter) => matcher(index, filter));
  const matches = base.filter((doc) => tests.every((test) => test(doc)));
  sortMatches(index, matches, query, filters, scores, config);
  const page = matches.slice(query.start, query.start + query.size);
  const aggregations = aggregate(index, matches, query.aggregations, config);
  return {
    items: page.map((doc) =>
      projectFields((index.entries[doc] as { doc: Record<string, unknown> }).doc, query.include, query.exclude),
    ),
    total: matches.length,
    start: query.start,
    perPage: query.size,
    aggregations,
    suggestions: scores && matches.length === 0 && index.text ? didYouMean(index, query.text ?? '') : {},
    attributeMetadata: isProduct ? attributeMetadata(index, page, aggregations, context) : [],
  };
}
