import { prepareProducts } from '../../buildSnapshot';
import type { CatalogDocuments } from '../../CatalogDocuments';
import type { CatalogSource } from '../CatalogSource';
import type { EngineExchange } from '../startRecordedEngine';
import { indexerDocuments } from './indexerCatalog';
import { bulked, category, valveFields } from './indexerRecordings';
import { search, searchAnswer } from './recordedShapes';

// A special price starting, as the backend takes it in: the earliest `next_price_change` of the product index asked
// by a `min` aggregation — https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-aggregations-metrics-min-aggregation.html,
// https://opensearch.org/docs/2.19/aggregations/metric/minimum/ (`aggregations.<name>.value`, null when no
// document has the field) — then, when it comes, the products due (a `range` filter,
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/query-dsl-range-query.html) prepared again from the
// catalogue and written by the indexer's incremental update (`indexProducts`: the calls of `indexerRecordings`).

/** The valve's special price window (SPEC §4: from the start of the first day to the end of the last). */
const FROM_DAY = '2025-05-03';
const TO_DAY = '2025-05-10';
/** When it starts and ends as `nextPriceChangeOf` reads these days. */
export const STARTS = Date.parse('2025-05-02T23:00:00Z');
export const ENDS = Date.parse('2025-05-10T23:00:00Z');

/** The indexer's catalogue with the valve at 16.50 € excl. tax from `FROM_DAY` to `TO_DAY` (20.75 € otherwise). */
const documents: CatalogDocuments = {
  ...indexerDocuments,
  products: indexerDocuments.products.map((doc) =>
    doc.sku === 'VA-PVC-40'
      ? { ...doc, special_price: 16.5, special_from_date: FROM_DAY, special_to_date: TO_DAY }
      : doc,
  ),
};

/** That catalogue as the backend reads it: some products (none is made of the valve). */
export const pricedCatalog: CatalogSource = {
  all: async () => documents,
  products: async (skus) => ({
    ...documents,
    products: documents.products.filter((doc) => skus.includes(String(doc.sku))),
    cmsPages: [],
    cmsBlocks: [],
  }),
};

/** The valve as served once its special price started (the embedded index's own preparation, its own tests). */
const servedValve = () =>
  prepareProducts(documents, [documents.taxRules[0]] as never, ['color'], STARTS, () => {}).entries.find(
    (entry) => entry.doc.sku === 'VA-PVC-40',
  )?.doc;

const earliest = (value: number | null): EngineExchange =>
  search(
    'citerne_product',
    { size: 0, aggs: { next_price_change: { min: { field: 'next_price_change' } } } },
    searchAnswer([], 3, { next_price_change: { value } }),
  );
const due = (now: number, skus: readonly string[]): EngineExchange =>
  search(
    'citerne_product',
    {
      query: { bool: { filter: [{ range: { next_price_change: { lte: now } } }] } },
      sort: [{ ord: 'asc' }],
      size: 999,
      _source: false,
    },
    searchAnswer(
      skus.map((sku) => ({ _index: 'citerne_product_20250502100000000', _id: sku, _score: null })),
      skus.length,
    ),
  );

/** At opening: the earliest change is the valve's special price starting. */
export const scheduledRecordings: readonly EngineExchange[] = [earliest(STARTS)];

/** When it starts: the valve due, prepared again at its special price, its next change the end; the end asked next. */
export const startedRecordings: readonly EngineExchange[] = [
  due(STARTS, ['VA-PVC-40']),
  search(
    'citerne_product',
    { query: { bool: { filter: [{ terms: { links: ['VA-PVC-40'] } }] } }, size: 999, _source: false },
    searchAnswer([], 0),
  ),
  bulked(
    [
      { index: { _index: 'citerne_product', _id: 'VA-PVC-40' } },
      {
        doc: servedValve(),
        ...valveFields,
        // 19.80 € incl. tax, and flagged "promo": 20 % below its reference price (art. L112-1-1).
        term: { ...valveFields.term, price: ['19.8'], sale: ['1'] },
        num: { ...valveFields.num, price: [19.8], sale: [1] },
        sort: { ...valveFields.sort, price: 19.8 },
        next_price_change: ENDS,
      },
    ],
    'refresh=wait_for',
  ),
  search(
    'citerne_product',
    {
      query: {
        bool: {
          filter: [{ terms: { 'term.visibility': ['2', '3', '4'] } }, { terms: { 'term.status': ['0', '1'] } }],
        },
      },
      size: 0,
      aggs: { categories: { terms: { field: 'term.category_ids', size: 10_000 } } },
    },
    searchAnswer([], 2, {
      categories: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: '11', doc_count: 1 },
          { key: '41', doc_count: 1 },
        ],
      },
    }),
  ),
  bulked(category('citerne_category', 1), 'refresh=wait_for'),
  earliest(ENDS),
];

/** A day later (the longest wait), nothing due yet: the end asked again. */
export const dayLaterRecordings = (now: number): readonly EngineExchange[] => [due(now, []), earliest(ENDS)];
