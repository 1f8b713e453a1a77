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

/** A `_search` answer of these hits out of `total`, with aggregations when given. */
export const searchAnswer = (hits: readonly object[], total = hits.length, aggregations?: object) => ({
  took: 3,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: { total: { value: total, relation: 'eq' }, max_score: null, hits },
  ...(aggregations ? { aggregations } : {}),
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
