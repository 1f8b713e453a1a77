import type { EngineExchange } from '../startRecordedEngine';

// The shapes of the engines' answers, as their REST API documentation shows them:
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-search.html#search-api-response-body and
// https://opensearch.org/docs/2.19/api-reference/search/#response-body (the same body in both).

/** The live product index the recordings serve, as the indexer names its versions (`indexNames`). */
export const LIVE_PRODUCT_INDEX = 'citerne_product_20250502100000000';

/** The contract's product (`searchBackendContract` fixtures) as served, trimmed to what the contract reads. */
export const valve = {
  id: 1043,
  sku: 'VA-PVC-40',
  name: 'Vanne ¼ de tour PVC DN40',
  type_id: 'simple',
  status: 1,
  visibility: 4,
  url_path: 'accessoires/vannes/vanne-1-4-de-tour-pvc-dn40',
  price: 24.9,
  price_incl_tax: 24.9,
  stock: { is_in_stock: true, qty: 30 },
};

/** The six cheapest products a visitor finds (prices incl. tax), cheapest first: the paging and sorting cases. */
export const cheapest = [
  { sku: 'RA-COU-50', name: 'Coude PVC 90° DN50', price: 6.9 },
  { sku: 'RA-RED-6350', name: 'Réduction PVC 63/50', price: 7.9 },
  { sku: 'RA-TE-50', name: 'Té PVC DN50', price: 8.9 },
  { sku: 'RA-CAN-40', name: 'Raccord cannelé 40 mm', price: 9.9 },
  { sku: 'BA-150-2X3', name: 'Bâche de protection 150 g/m² 2 × 3 m', price: 9.9 },
  { sku: 'RA-RAP-34', name: 'Raccord rapide ¾ de pouce', price: 11.9 },
];

/** One hit: the served document under `doc` (the indexer's layout), filtered by `_source`. */
export const hit = (index: string, id: string | number, doc: object, fields?: Record<string, unknown[]>) => ({
  _index: index,
  _id: String(id),
  _score: null,
  _source: { doc },
  ...(fields ? { fields } : {}),
});

/** A `_search` answer of these hits out of `total`, with aggregations and suggestions when given. */
export const searchAnswer = (
  hits: readonly object[],
  total = hits.length,
  aggregations?: object,
  suggest?: object,
) => ({
  took: 3,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: { total: { value: total, relation: 'eq' }, max_score: null, hits },
  ...(aggregations ? { aggregations } : {}),
  ...(suggest ? { suggest } : {}),
});

const textFields = ['text.name^4', 'text.sku^2', 'text.category_name^1'];

/**
 * The text of a product search: its words with typos tolerated and, when the last word has 3 letters or more, the
 * same `multi_match` of `type: "bool_prefix"` beside it (the last word as a prefix) —
 * https://www.elastic.co/guide/en/elasticsearch/reference/8.15/query-dsl-multi-match-query.html,
 * https://opensearch.org/docs/2.19/query-dsl/full-text/multi-match/.
 */
export const textQuery = (query: string, lastAsPrefix: boolean) => {
  const words = { multi_match: { query, fields: textFields, fuzziness: 'AUTO', minimum_should_match: '75%' } };
  const prefix = {
    multi_match: { query, type: 'bool_prefix', fields: textFields, fuzziness: 'AUTO', minimum_should_match: '75%' },
  };
  return {
    bool: {
      filter: searchVisitor,
      must: [lastAsPrefix ? { bool: { should: [words, prefix], minimum_should_match: 1 } } : words],
    },
  };
};

/**
 * The "did you mean" every product text asks: the phrase suggester on the name's shingled subfield —
 * https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-suggesters.html#phrase-suggester,
 * https://opensearch.org/docs/2.19/search-plugins/searching-data/did-you-mean/#phrase-suggester.
 */
export const didYouMean = (text: string) => ({
  did_you_mean: {
    text,
    phrase: {
      field: 'text.name.suggest',
      size: 3,
      gram_size: 3,
      direct_generator: [{ field: 'text.name.suggest', suggest_mode: 'always' }],
    },
  },
});

/**
 * The phrase suggester's answer as both engines' pages show it: one entry for the whole text (its offset and
 * length in the text) with its options, best first (no `highlighted` unless asked).
 */
export const suggested = (text: string, options: readonly { text: string; score: number }[] = []) => ({
  did_you_mean: [{ text, offset: 0, length: text.length, options }],
});

/** A `POST /<index>/_search` exchange. */
export const search = (index: string, body: object, answer: object): EngineExchange => ({
  request: { method: 'POST', path: `/${index}/_search`, body },
  response: { body: answer },
});

/** The visitor filters of SPEC §5 for a search (visibility 3, 4; status 0, 1) on the indexed keywords. */
export const searchVisitor = [{ terms: { 'term.visibility': ['3', '4'] } }, { terms: { 'term.status': ['0', '1'] } }];

/** What every product search asks besides: the served document and the filterable attributes' values. */
export const productSource = {
  track_total_hits: true,
  _source: { includes: ['doc'] },
  docvalue_fields: ['term.color', 'term.material'],
};

/** Ties in the catalogue's order: position first (products), then `ord`. */
export const byPosition = [{ 'sort.position': { order: 'asc', missing: '_last' } }, { ord: 'asc' }];
