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
import type { SearchResult as EngineResult } from 'minisearch';
import { analyzeText } from './analyzeText';
import { filteredCategory } from './filteredCategory';
import { priceRangeBuckets } from './priceRangeBuckets';
import { projectFields } from './projectFields';
import type { TypeDefinition } from './TypeDefinition';
import type { TextMatches, TypeIndex } from './TypeIndex';

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

const collator = new Intl.Collator('fr', { numeric: true });
const fuzzyDistance = (fuzziness: number) => (term: string) =>
  Math.min(fuzziness, term.length < 3 ? 0 : term.length < 6 ? 1 : 2);

function computeTextMatches(index: TypeIndex, text: string, context: SearchContext): TextMatches {
  const terms = [...new Set(analyzeText(text))];
  if (terms.length === 0) return { docs: new Int32Array(0), scores: new Float64Array(0) };
  const { fuzziness, minimumShouldMatch, minScore } = context.config.search;
  const boosts = Object.fromEntries(index.definition.textFields.map((field) => [field.name, field.boost]));
  const matched = new Map<number, { score: number; terms: Set<string> }>();
  const add = (results: EngineResult[]) => {
    for (const result of results) {
      const entry = matched.get(result.id as number);
      if (entry) {
        entry.score += result.score;
        for (const term of result.queryTerms) entry.terms.add(term);
      } else {
        matched.set(result.id as number, { score: result.score, terms: new Set(result.queryTerms) });
      }
    }
  };
  // Words tolerate typos (SPEC §9 "fuzziness 2"); codes such as the sku match exactly or by prefix.
  add(
    index.text?.search(text, {
      boost: boosts,
      fuzzy: fuzzyDistance(fuzziness),
      maxFuzzy: fuzziness,
      prefix: (term, i, all) => i === all.length - 1 && term.length >= 3,
      combineWith: 'OR',
    }) ?? [],
  );
  add(index.codesText?.search(text, { boost: boosts, prefix: (term) => term.length >= 3, combineWith: 'OR' }) ?? []);
  // SPEC §9 "minimum should match 75%", counted as Elasticsearch does: floor(75 % of the query terms), at least 1.
  const required = Math.max(1, Math.floor(terms.length * minimumShouldMatch));
  let best = 0;
  for (const entry of matched.values()) if (entry.terms.size >= required && entry.score > best) best = entry.score;
  // SPEC §9 "minimum score 0.02", relative to the best match (engine scores are not on Elasticsearch's scale).
  const kept = [...matched].filter(([, entry]) => entry.terms.size >= required && entry.score >= best * minScore);
  const tie = index.ranks(index.definition.type === 'product' ? 'position' : index.definition.defaultSort.field).ranks;
  kept.sort(([a, x], [b, y]) => y.score - x.score || (tie[a] as number) - (tie[b] as number));
  return { docs: Int32Array.from(kept, ([doc]) => doc), scores: Float64Array.from(kept, ([, entry]) => entry.score) };
}

function matcher(index: TypeIndex, filter: SearchFilter): (doc: number) => boolean {
  if (filter.kind === 'range') {
    const values = index.values(filter.field);
    const ranges = filter.ranges;
    return (doc) =>
      values[doc]?.some((raw) => {
        const value = Number(raw);
        return (
          raw !== '' &&
          Number.isFinite(value) &&
          ranges.some(
            (range) =>
              (range.from === undefined || value >= range.from) && (range.to === undefined || value < range.to),
          )
        );
      }) ?? false;
  }
  const column = index.coded(filter.field);
  const wanted = new Uint8Array(column.dictionary.length);
  for (const value of filter.kind === 'term' ? [filter.value] : filter.values) {
    const code = column.codeOf.get(String(value));
    if (code !== undefined) wanted[code] = 1;
  }
  const { offsets, codes } = column;
  return (doc) => {
    for (let at = offsets[doc] as number, end = offsets[doc + 1] as number; at < end; at++) {
      if (wanted[codes[at] as number] === 1) return true;
    }
    return false;
  };
}

function candidatesFrom(index: TypeIndex, filters: readonly SearchFilter[]): number[] | null {
  let best: number[] | null = null;
  for (const filter of filters) {
    if (filter.kind === 'range') continue;
    const postings = index.postings(filter.field);
    const values = filter.kind === 'term' ? [filter.value] : filter.values;
    const docs = new Set<number>();
    for (const value of values) for (const doc of postings.get(String(value)) ?? []) docs.add(doc);
    if (best === null || docs.size < best.length) best = [...docs].sort((a, b) => a - b);
  }
  return best;
}

function categoryPosition(index: TypeIndex, doc: number, categoryId: string): number {
  const categories = index.entries[doc]?.doc.category;
  const found = Array.isArray(categories)
    ? categories.find((c: { category_id?: unknown }) => String(c.category_id) === categoryId)
    : undefined;
  return typeof found?.position === 'number' ? found.position : Number.POSITIVE_INFINITY;
}

/** Sorts the matches in place; matches from a text search arrive best first, which a relevance sort keeps. */
function sortMatches(
  index: TypeIndex,
  matches: number[],
  query: SearchQuery,
  filters: readonly SearchFilter[],
  fromText: boolean,
  config: CatalogSearchConfig,
): number[] {
  const sort =
    query.sort ??
    (fromText
      ? { field: 'relevance', order: 'desc' as const }
      : query.type === 'product'
        ? config.defaultSort
        : index.definition.defaultSort);
  if (sort.field === 'relevance') return matches;
  const category = query.type === 'product' && sort.field === 'position' ? filteredCategory(filters) : null;
  if (category !== null) {
    const tie = index.ranks('position').ranks;
    const direction = sort.order === 'desc' ? -1 : 1;
    const positions = new Map(matches.map((doc) => [doc, categoryPosition(index, doc, category)]));
    return matches.sort(
      (a, b) =>
        direction * ((positions.get(a) as number) - (positions.get(b) as number)) ||
        (tie[a] as number) - (tie[b] as number),
    );
  }
  // Ranks are unique, so sorting the matches' ranks numerically and reading the documents back is a plain typed sort.
  const { ranks, order, present } = index.ranks(sort.field);
  const sorted = Int32Array.from(matches, (doc) => ranks[doc] as number).sort();
  const out: number[] = [];
  if (sort.order === 'desc') {
    for (let i = sorted.length - 1; i >= 0; i--)
      if ((sorted[i] as number) < present) out.push(order[sorted[i] as number] as number);
    for (const rank of sorted) if (rank >= present) out.push(order[rank] as number);
  } else {
    for (const rank of sorted) out.push(order[rank] as number);
  }
  return out;
}

/**
 * A terms aggregation's buckets from counts by value: most frequent first, then in French order, the first `size`;
 * keys that are numbers served as numbers (Elasticsearch's shape).
 */
export function termBuckets(
  counts: ReadonlyMap<string, number>,
  size: number,
): { key: string | number; doc_count: number }[] {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || collator.compare(a, b))
    .slice(0, size)
    .map(([key, count]) => ({ key: /^-?\d+(\.\d+)?$/.test(key) ? Number(key) : key, doc_count: count }));
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
      const options = priceRangeOptions(config);
      const counts = new Array<number>(options.length).fill(0);
      for (const doc of matches) {
        const price = prices[doc] as number;
        for (let i = 0; i < options.length; i++) {
          const option = options[i] as (typeof options)[number];
          if (price >= (option.from ?? Number.NEGATIVE_INFINITY) && price < (option.to ?? Number.POSITIVE_INFINITY)) {
            counts[i] = (counts[i] as number) + 1;
            break;
          }
        }
      }
      aggregations.agg_range_price = {
        buckets: priceRangeBuckets(config, (_, i) => counts[i] as number),
      };
      continue;
    }
    const { dictionary, offsets, codes } = index.coded(field);
    const counts = new Int32Array(dictionary.length);
    for (const doc of matches) {
      for (let at = offsets[doc] as number, end = offsets[doc + 1] as number; at < end; at++) {
        counts[codes[at] as number] = (counts[codes[at] as number] as number) + 1;
      }
    }
    const byValue = new Map<string, number>();
    counts.forEach((count, code) => {
      if (count > 0) byValue.set(dictionary[code] as string, count);
    });
    aggregations[`agg_terms_${field}`] = { buckets: termBuckets(byValue, config.aggregationSize) };
  }
  return aggregations;
}

/**
 * The filterable attributes of a product result (SPEC §5 "attribute metadata"): those with a value on the page's
 * products (`pageValues`) or in the aggregations, each with the options that occur.
 */
export function attributeMetadata(
  pageValues: (code: string) => Iterable<string>,
  aggregations: SearchAggregations,
  context: SearchContext,
): AttributeMetadata[] {
  const out: AttributeMetadata[] = [];
  for (const attribute of context.attributes.values()) {
    if (attribute.attribute_code === 'price' || !attribute.is_filterable) continue;
    const used = new Set<string>(pageValues(attribute.attribute_code));
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

/** The filters a query gets whatever it asked: SPEC §5 visitor filters for products, active ones for the others. */
export function defaultFilters(query: SearchQuery, config: CatalogSearchConfig): SearchFilter[] {
  if (query.type === 'product') return visitorFilters(query.scope, config);
  if (query.scope === 'lookup') return [];
  if (query.type === 'category') return [{ kind: 'term', field: 'is_active', value: true }];
  if (query.type === 'cms_page') return [{ kind: 'term', field: 'active', value: true }];
  return [];
}

/**
 * Refuses what a type cannot answer (a 400, whichever driver): a filter on a field the type is not filtered on,
 * an aggregation on a field that is not filterable, text on a type without text.
 * @throws {@link SearchRequestError}
 */
export function checkSearchQuery(
  definition: TypeDefinition,
  query: SearchQuery,
  context: SearchContext,
  hasText: boolean,
): void {
  const isProduct = query.type === 'product';
  const allowed = new Set([...definition.filterFields, ...(isProduct ? context.attributes.keys() : [])]);
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
  if (query.text && !hasText) throw new SearchRequestError(`text search is not available for ${query.type}`);
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
  checkSearchQuery(index.definition, query, context, Boolean(index.text || index.codesText));
  const defaults = defaultFilters(query, config);
  const key = JSON.stringify([query.text, query.scope, query.filters, query.sort, query.aggregations]);
  const found = index.queryMatches(key, () => {
    const visible = index.mask(JSON.stringify(defaults), () => {
      const tests = defaults.map((filter) => matcher(index, filter));
      return Uint8Array.from(index.entries, (_, doc) => (tests.every((test) => test(doc)) ? 1 : 0));
    });
    const text = query.text
      ? index.textMatches(query.text, () => computeTextMatches(index, query.text ?? '', context))
      : null;
    const base = text ? text.docs : (candidatesFrom(index, query.filters) ?? null);
    const tests = query.filters.map((filter) => matcher(index, filter));
    let matches: number[] = [];
    const keep = (doc: number) => {
      if (visible[doc] === 1 && tests.every((test) => test(doc))) matches.push(doc);
    };
    if (base) for (const doc of base) keep(doc);
    else for (let doc = 0; doc < index.size; doc++) keep(doc);
    matches = sortMatches(index, matches, query, [...defaults, ...query.filters], text !== null, config);
    return { matches, aggregations: aggregate(index, matches, query.aggregations, config) };
  });
  const matches = found.matches;
  const aggregations = found.aggregations as SearchAggregations;
  const page = matches.slice(query.start, query.start + query.size);
  return {
    items: page.map((doc) =>
      projectFields((index.entries[doc] as { doc: Record<string, unknown> }).doc, query.include, query.exclude),
    ),
    total: matches.length,
    start: query.start,
    perPage: query.size,
    aggregations,
    suggestions: query.text && matches.length === 0 && index.text ? didYouMean(index, query.text) : {},
    attributeMetadata: isProduct
      ? attributeMetadata(
          (code) => {
            const values = index.values(code);
            return page.flatMap((doc) => values[doc] ?? []);
          },
          aggregations,
          context,
        )
      : [],
  };
}
