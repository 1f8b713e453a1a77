import { priceRangeOptions, type SearchFilter, type SearchQuery } from '@citerne/catalog-search';
import { filteredCategory } from '../filteredCategory';
import { checkSearchQuery, defaultFilters, type SearchContext } from '../runSearch';
import type { TypeDefinition } from '../TypeDefinition';
import { filterClause } from './filterClause';
import type { SearchBody } from './SearchEngine';

/** What a translation needs besides the query: the type's definition, the rules and the attributes. */
export interface EngineSearchContext extends SearchContext {
  readonly definition: TypeDefinition;
  /** Whether the live product index maps {@link NAME_SUGGEST_FIELD} ("did you mean"); default true. */
  readonly didYouMean?: boolean;
}

type Clause = Record<string, unknown>;

/**
 * SPEC §9 "fuzziness 2" as Elasticsearch's `AUTO` (no typo under 3 letters, one up to 5, two from 6: the embedded
 * index's rule) bounded by the configured fuzziness: `AUTO` at 2, `AUTO:3,64` (never a second typo) at 1, none at 0.
 */
function fuzzinessOf(max: number): string | number {
  if (max >= 2) return 'AUTO';
  return max === 1 ? 'AUTO:3,64' : 0;
}

/**
 * The shortest last word also matched as a prefix: the embedded driver's rule (`runSearch`); a prefix of one or two
 * letters would expand to most of the vocabulary.
 */
const PREFIX_MIN_LENGTH = 3;

/**
 * The text as a `multi_match` over the type's text fields with their boosts, typo tolerance and the should-match
 * share. When the last word typed has 3 letters or more it is also matched as a prefix, as the embedded driver does
 * (typeahead: "citerne sou" finds "citerne souple"): the same `multi_match` of `type: "bool_prefix"` (per field a
 * `match_bool_prefix`: the terms but the last as fuzzy term queries, the last as a prefix query, the
 * `minimum_should_match` applied alike —
 * https://www.elastic.co/guide/en/elasticsearch/reference/8.15/query-dsl-match-bool-prefix-query.html,
 * https://opensearch.org/docs/2.19/query-dsl/full-text/match-bool-prefix/), either query matching. Both are sent
 * because fuzziness has no effect on the prefix query: alone it would lose the typo tolerance of the last word
 * ("citerme"), which the embedded driver matches fuzzily or as a prefix.
 */
function textClause(text: string, { definition, config }: EngineSearchContext): Clause {
  const fuzziness = fuzzinessOf(config.search.fuzziness);
  const match = (type?: 'bool_prefix') => ({
    multi_match: {
      query: text,
      ...(type ? { type } : {}),
      fields: definition.textFields.map((field) => `text.${field.name}^${field.boost}`),
      ...(fuzziness === 0 ? {} : { fuzziness }),
      minimum_should_match: `${Math.round(config.search.minimumShouldMatch * 100)}%`,
    },
  });
  const last = text.match(/[\p{L}\p{N}]+/gu)?.at(-1) ?? '';
  if (last.length < PREFIX_MIN_LENGTH) return match();
  return { bool: { should: [match(), match('bool_prefix')], minimum_should_match: 1 } };
}

/** The name of the suggester whose options `searchAnswer` reads. */
export const DID_YOU_MEAN = 'did_you_mean';

/** The product name's subfield for suggestions (`engineMappings`). */
export const NAME_SUGGEST_FIELD = 'text.name.suggest';

/**
 * "Did you mean" for a product text: the phrase suggester on the name's shingled subfield (`engineMappings`), up to
 * 3 corrections of the whole text scored by the field's language model, only those better than the text as typed
 * (its default `confidence` 1) —
 * https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-suggesters.html#phrase-suggester,
 * https://opensearch.org/docs/2.19/search-plugins/searching-data/did-you-mean/. Sent with every product text: the
 * answer is read only when nothing matched, as the embedded driver suggests, and a second request would add a round
 * trip to every empty result.
 */
function didYouMean(text: string): Clause {
  const field = NAME_SUGGEST_FIELD;
  return {
    [DID_YOU_MEAN]: {
      text,
      phrase: { field, size: 3, gram_size: 3, direct_generator: [{ field, suggest_mode: 'always' }] },
    },
  };
}

/** The sort of the query as the other drivers sort (runSearch's `sortMatches`), ties in the catalogue's order. */
function sortClauses(query: SearchQuery, filters: readonly SearchFilter[], context: EngineSearchContext): Clause[] {
  const { definition, config } = context;
  const key = (field: string, order: 'asc' | 'desc') => ({ [`sort.${field}`]: { order, missing: '_last' } });
  const tie = [key(query.type === 'product' ? 'position' : definition.defaultSort.field, 'asc'), { ord: 'asc' }];
  const sort =
    query.sort ??
    (query.text
      ? { field: 'relevance', order: 'desc' as const }
      : query.type === 'product'
        ? config.defaultSort
        : definition.defaultSort);
  if (sort.field === 'relevance') return query.text ? [{ _score: 'desc' }, ...tie] : tie;
  const category = query.type === 'product' && sort.field === 'position' ? filteredCategory(filters) : null;
  if (category !== null) {
    return [
      {
        'positions.position': {
          order: sort.order,
          missing: '_last',
          nested: { path: 'positions', filter: { term: { 'positions.category_id': category } } },
        },
      },
      ...tie,
    ];
  }
  return [key(sort.field, sort.order), { ord: sort.order }];
}

function aggregations(query: SearchQuery, context: EngineSearchContext): Clause {
  const aggs: Clause = {};
  for (const field of query.aggregations) {
    if (field === 'price') {
      aggs.agg_range_price = {
        range: {
          field: 'num.price',
          ranges: priceRangeOptions(context.config).map((option) => ({
            key: option.id,
            ...(option.from === undefined ? {} : { from: option.from }),
            ...(option.to === undefined ? {} : { to: option.to }),
          })),
        },
      };
    } else {
      aggs[`agg_terms_${field}`] = { terms: { field: `term.${field}`, size: context.config.aggregationSize } };
    }
  }
  return aggs;
}

/**
 * Translates a validated {@link SearchQuery} to the body of `POST /<alias>/_search` (SPEC §9 "Search", the rules of
 * the embedded `runSearch`; the browser never sends DSL): a `bool` query whose `filter` holds the visitor filters of
 * SPEC §5 and the query's own (term/terms on keywords, ranges on numbers), whose `must` holds the text as a
 * `multi_match` over the type's text fields with their boosts (name 4, sku 2, category name 1), typo tolerance
 * (`fuzzinessOf`) and `minimum_should_match` 75 %, the last word also as a prefix (`textClause`); `min_score` (text
 * only — a filter-only query scores 0); the sort with ties in the catalogue's order; `from`/`size`; term
 * aggregations and the price ranges; `_source` include and exclude within the served document; for products, the
 * filterable attributes' values of each hit (attribute metadata) and, with text, the "did you mean" suggester
 * (`didYouMean`).
 *
 * SPEC §9's minimum score 0.02 comes from Vue Storefront's Elasticsearch configuration, where it is Elasticsearch's
 * own absolute `min_score`: it is sent as is. The embedded and PostgreSQL drivers apply it relative to the best
 * match because their scores are not on Elasticsearch's scale; an engine cannot compare a hit with the best one
 * within one query, and on its own scale 0.02 only drops hits that barely match.
 * @throws SearchRequestError for what the type cannot answer (`checkSearchQuery`).
 * @example
 * const body = searchRequest(query, { config, attributes, definition: definitions.product });
 * const answer = await engine.search('citerne_product', body);
 */
export function searchRequest(query: SearchQuery, context: EngineSearchContext): SearchBody {
  const { definition, config } = context;
  checkSearchQuery(definition, query, context, definition.textFields.length > 0);
  const filters = [...defaultFilters(query, config), ...query.filters];
  const bool: Clause = { filter: filters.map(filterClause) };
  if (query.text) bool.must = [textClause(query.text, context)];
  const include = query.include ?? [];
  const exclude = query.exclude ?? [];
  const facetCodes =
    query.type === 'product'
      ? [...context.attributes.values()]
          .filter((attribute) => attribute.is_filterable && attribute.attribute_code !== 'price')
          .map((attribute) => `term.${attribute.attribute_code}`)
      : [];
  const aggs = aggregations(query, context);
  return {
    query: { bool },
    ...(query.text ? { min_score: config.search.minScore } : {}),
    sort: sortClauses(query, filters, context),
    from: query.start,
    size: query.size,
    track_total_hits: true,
    _source: {
      includes: include.length > 0 ? include.map((path) => `doc.${path}`) : ['doc'],
      ...(exclude.length > 0 ? { excludes: exclude.map((path) => `doc.${path}`) } : {}),
    },
    ...(facetCodes.length > 0 ? { docvalue_fields: facetCodes } : {}),
    ...(Object.keys(aggs).length > 0 ? { aggs } : {}),
    ...(query.text && query.type === 'product' && context.didYouMean !== false
      ? { suggest: didYouMean(query.text) }
      : {}),
  };
}
