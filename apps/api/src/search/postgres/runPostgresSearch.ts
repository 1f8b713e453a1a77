import {
  priceRangeOptions,
  type SearchAggregations,
  type SearchFilter,
  type SearchQuery,
  type SearchResult,
} from '@citerne/catalog-search';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { textWords } from '../analyzeText';
import { filteredCategory } from '../filteredCategory';
import { NUMERIC_SORTS } from '../numericSorts';
import { priceRangeBuckets } from '../priceRangeBuckets';
import { projectFields } from '../projectFields';
import { attributeMetadata, checkSearchQuery, defaultFilters, type SearchContext, termBuckets } from '../runSearch';
import type { TypeDefinition } from '../TypeDefinition';
import { tsquery, type WordQuery } from './expandWords';
import { filterSql } from './filterSql';
import { weightOf } from './searchRow';

/** What a PostgreSQL search needs besides the query: the type's definition, and the words as tsqueries. */
export interface PostgresSearchContext extends SearchContext {
  readonly definition: TypeDefinition;
  readonly expand: (words: readonly string[]) => Promise<readonly WordQuery[]>;
}

interface Answer {
  total: number;
  page: { doc: Record<string, unknown>; facets: string[] }[];
  terms: { term: string; count: number }[] | null;
  prices: number[] | null;
}

/** A fuzzy or prefix match counts this much of an exact one (MiniSearch, the embedded engine, weighs them 0.45 / 0.375). */
const LOOSE_WEIGHT = 0.4;

/** The sort key of a field read from a row `d`: a number, or text (compared in French order, `citerne_fr`). */
const sortKey = (field: string) =>
  NUMERIC_SORTS.has(field) ? sql`(d.sorts ->> ${field})::float8` : sql`(d.sorts ->> ${field})`;
const collated = (field: string, column: RawBuilder<unknown>) =>
  NUMERIC_SORTS.has(field) ? column : sql`${column} collate citerne_fr`;

/**
 * How the matches are ordered, as the embedded index sorts (runSearch's `sortMatches`): relevance keeps the best score
 * first (ties by the type's default order); position within a filtered category; any other field with documents
 * lacking it last; equal keys in the index's order (reversed for a descending sort, as ranks read backwards). The
 * keys are read from each row once (`keys`, columns `k` and `t` of the matches) and compared in `orderBy`.
 */
function ordering(
  query: SearchQuery,
  filters: readonly SearchFilter[],
  fromText: boolean,
  context: PostgresSearchContext,
) {
  const definition = context.definition;
  const tieField = query.type === 'product' ? 'position' : definition.defaultSort.field;
  const tieKey = sql`${sortKey(tieField)} as t`;
  const tie = sql`${collated(tieField, sql`f.t`)} asc nulls last, f.ord asc`;
  const sort =
    query.sort ??
    (fromText
      ? { field: 'relevance', order: 'desc' as const }
      : query.type === 'product'
        ? context.config.defaultSort
        : definition.defaultSort);
  if (sort.field === 'relevance') return { keys: [tieKey], orderBy: fromText ? sql`f.score desc, ${tie}` : tie };
  const category = query.type === 'product' && sort.field === 'position' ? filteredCategory(filters) : null;
  if (category !== null) {
    const position = sql`coalesce((d.cat_positions ->> ${category})::float8, 'Infinity'::float8) as k`;
    return { keys: [position, tieKey], orderBy: sql`f.k ${sort.order === 'desc' ? sql`desc` : sql`asc`}, ${tie}` };
  }
  const key = collated(sort.field, sql`f.k`);
  return {
    keys: [sql`${sortKey(sort.field)} as k`],
    orderBy:
      sort.order === 'desc'
        ? sql`(f.k is null) asc, ${key} desc, case when f.k is null then f.ord end asc, f.ord desc`
        : sql`${key} asc nulls last, f.ord asc`,
  };
}

/**
 * Runs a validated {@link SearchQuery} in PostgreSQL (SPEC §9 "Search", the same rules as the embedded `runSearch`):
 * French full text over the weighted text vector with boosts (name A, sku B, category name C), typo tolerance and
 * prefixes (`expandWords`), minimum should match (75 %, floor, at least 1) and a minimum score relative to the best;
 * the visitor filters ANDed with the query's; sort; paging; term aggregations and price ranges — all in one statement.
 * @throws SearchRequestError for what the type cannot answer (`checkSearchQuery`).
 */
export async function runPostgresSearch(
  db: Kysely<Database>,
  query: SearchQuery,
  context: PostgresSearchContext,
): Promise<SearchResult> {
  const { config, definition } = context;
  const isProduct = query.type === 'product';
  checkSearchQuery(definition, query, context, definition.textFields.length > 0);
  const defaults = defaultFilters(query, config);
  const filters = [...defaults, ...query.filters];
  const conditions: RawBuilder<unknown>[] = [sql`d.type = ${query.type}`, ...filters.map(filterSql)];
  const words = query.text ? [...new Set(textWords(query.text))] : [];
  const fromText = Boolean(query.text);
  // A text of stop words only matches nothing (the embedded index finds no term to look for).
  if (fromText && words.length === 0) conditions.push(sql`false`);
  // The matches carry only what the sort and the aggregations read: a common word matches a third of a large
  // catalogue, and every column copied for each match is paid for each of them.
  const termFields = query.aggregations.filter((field) => field !== 'price');
  const order = ordering(query, filters, fromText, context);
  const columns = sql.join([
    sql`d.key`,
    sql`d.ord`,
    sql`d.price`,
    ...order.keys,
    ...(termFields.length > 0 ? [isProduct ? sql`d.facets` : sql`d.terms`] : []),
  ]);
  let matches: RawBuilder<unknown>;
  if (fromText && words.length > 0) {
    const expanded = await context.expand(words);
    // Each word scores the boosts of the fields it is found in (SPEC §9: name 4, sku 2, category name 1), as the
    // embedded engine adds its fields' scores; a typo or prefix match counts LOOSE_WEIGHT of an exact one; the
    // shortest indexed text first (a fraction too small to pass a boost) orders equal scores, as the embedded
    // engine's length normalisation does.
    const weights = [...new Set(definition.textFields.map((field) => field.boost))]
      .map((boost) => ({ boost, weight: weightOf(boost) }))
      .filter((entry, i, all) => all.findIndex((other) => other.weight === entry.weight) === i);
    const fieldScore = (alternatives: Parameters<typeof tsquery>[0]) =>
      sql.join(
        weights.flatMap(({ boost, weight }) => {
          const q = tsquery(alternatives, weight);
          return q === null ? [] : [sql`(case when d.tsv @@ ${q}::tsquery then ${boost}::float8 else 0 end)`];
        }),
        sql` + `,
      );
    // Whether each word matches at all is evaluated once per row (`h.w<i>`); its field scores only where it does.
    const loose = expanded.map((word) => tsquery(word.loose) as string);
    const found = loose.map((q, i) => sql`d.tsv @@ ${q}::tsquery as ${sql.raw(`w${i}`)}`);
    const wordScores = expanded.map((word, i) => {
      const exact = tsquery(word.exact) as string;
      const looseScore = sql`${LOOSE_WEIGHT}::float8 * (${fieldScore(word.loose)})`;
      return sql`(case when not h.${sql.raw(`w${i}`)} then 0
        when d.tsv @@ ${exact}::tsquery then greatest(${fieldScore(word.exact)}, ${looseScore})
        else ${looseScore} end)`;
    });
    const any = loose.map((q) => `(${q})`).join(' | ');
    const required = Math.max(1, Math.floor(words.length * config.search.minimumShouldMatch));
    const hits = sql.join(
      loose.map((_, i) => sql`h.${sql.raw(`w${i}`)}::int`),
      sql` + `,
    );
    // Minimum should match in the scan; the best score once (not a window over every match), then the minimum score.
    matches = sql`
      with m as materialized (
        select ${columns},
          ${sql.join(wordScores, sql` + `)} + 0.3 / (1 + length(d.tsv)) as score
        from search_documents d, lateral (select ${sql.join(found)}) as h
        where ${sql.join(conditions, sql` and `)} and d.tsv @@ ${any}::tsquery and ${hits} >= ${required}
      ), f as (
        select * from m where m.score >= (select max(score) from m) * ${config.search.minScore}::float8
      )`;
  } else {
    matches = sql`
      with f as materialized (
        select ${columns}, 0::float8 as score
        from search_documents d where ${sql.join(conditions, sql` and `)}
      )`;
  }
  const options = priceRangeOptions(config);
  const priceCounts = sql.join(
    options.map((option, i) => {
      const within = (o: (typeof options)[number]) => {
        const parts: RawBuilder<unknown>[] = [sql`f.price is not null`];
        if (o.from !== undefined) parts.push(sql`f.price >= ${o.from}::float8`);
        if (o.to !== undefined) parts.push(sql`f.price < ${o.to}::float8`);
        return sql`(${sql.join(parts, sql` and `)})`;
      };
      // Each price counts in the first range it falls in, as the embedded aggregation counts it.
      const earlier = options.slice(0, i).map((o) => sql`not ${within(o)}`);
      return sql`(count(*) filter (where ${sql.join([within(option), ...earlier], sql` and `)}))::int`;
    }),
  );
  const facetColumn = isProduct ? sql`f.facets` : sql`f.terms`;
  const { rows } = await sql<Answer>`
    ${matches}
    select
      (select count(*)::int from f) as total,
      (select coalesce(jsonb_agg(jsonb_build_object('doc', d.doc, 'facets', d.facets) order by ${order.orderBy}), '[]'::jsonb)
         from (select f.* from f order by ${order.orderBy} limit ${query.size} offset ${query.start}) as f
         join search_documents d on d.type = ${query.type} and d.key = f.key) as page,
      ${
        termFields.length > 0
          ? sql`(select jsonb_agg(jsonb_build_object('term', a.term, 'count', a.count)) from (
               select t.term, count(*)::int as count from f, unnest(${facetColumn}) as t(term)
               where split_part(t.term, '=', 1) = any(${termFields}::text[]) group by t.term) as a)`
          : sql`null::jsonb`
      } as terms,
      ${query.aggregations.includes('price') ? sql`(select jsonb_build_array(${priceCounts}) from f)` : sql`null::jsonb`} as prices
  `.execute(db);
  const answer = rows[0] as Answer;
  const aggregations: Record<
    string,
    { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] }
  > = {};
  for (const field of query.aggregations) {
    if (field === 'price') {
      aggregations.agg_range_price = {
        buckets: priceRangeBuckets(config, (_, i) => answer.prices?.[i] ?? 0),
      };
      continue;
    }
    const counts = new Map<string, number>();
    const prefix = `${field}=`;
    for (const { term, count } of answer.terms ?? [])
      if (term.startsWith(prefix)) counts.set(term.slice(prefix.length), count);
    aggregations[`agg_terms_${field}`] = { buckets: termBuckets(counts, config.aggregationSize) };
  }
  const typed = aggregations as SearchAggregations;
  const page = answer.page;
  return {
    items: page.map((row) => projectFields(row.doc, query.include, query.exclude)),
    total: answer.total,
    start: query.start,
    perPage: query.size,
    aggregations: typed,
    suggestions: fromText && answer.total === 0 && words.length > 0 ? await didYouMean(db, words) : {},
    attributeMetadata: isProduct
      ? attributeMetadata(
          (code) => {
            const prefix = `${code}=`;
            return page.flatMap((row) =>
              row.facets.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length)),
            );
          },
          typed,
          context,
        )
      : [],
  };
}

/**
 * "Did you mean" for a text that found nothing (the Elasticsearch `suggest` shape the storefront reads): up to three
 * texts made of the closest words of the index's vocabulary (`search_words`, trigram similarity), best first.
 */
async function didYouMean(db: Kysely<Database>, words: readonly string[]): Promise<Record<string, unknown>> {
  const { rows } = await sql<{ ord: string; word: string; score: number }>`
    select q.ord::text, c.word, c.score
    from unnest(${words}::text[]) with ordinality as q(word, ord)
    cross join lateral (
      select w.word, similarity(w.word, q.word)::float8 as score from search_words w
      where w.word % q.word order by score desc, w.word limit 3
    ) as c`.execute(db);
  const byWord = words.map((_, i) => rows.filter((row) => Number(row.ord) === i + 1));
  if (byWord.every((options) => options.length === 0)) return {};
  const texts: { text: string; score: number }[] = [];
  for (let choice = 0; choice < 3; choice++) {
    if (!byWord.some((options) => options[choice])) break;
    const picked = words.map((word, i) => byWord[i]?.[choice] ?? byWord[i]?.[0] ?? { word, score: 1 });
    const text = picked.map((option) => option.word).join(' ');
    if (!texts.some((t) => t.text === text))
      texts.push({ text, score: picked.reduce((product, option) => product * option.score, 1) });
  }
  return { text: texts };
}
