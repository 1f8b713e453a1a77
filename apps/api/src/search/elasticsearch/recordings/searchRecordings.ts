import type { EngineExchange } from '../startRecordedEngine';
import { recordedTaxRule } from './openRecordings';
import {
  byPosition,
  cheapest,
  didYouMean,
  hit,
  LIVE_PRODUCT_INDEX,
  productSource,
  search,
  searchAnswer,
  searchVisitor,
  suggested,
  textQuery,
  valve,
} from './recordedShapes';

// The contract's searches as the driver translates them (`searchRequest`) and answers in the shape of
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-search.html (query, min_score, sort, from,
// size, track_total_hits, _source, docvalue_fields) — the same body in OpenSearch 2.x:
// https://opensearch.org/docs/2.19/api-reference/search/. Hits are trimmed to the first ones the case reads. A text
// search asks "did you mean" too, and its answer carries the suggester's entry (no options: the text matched).

const byRelevance = [{ _score: 'desc' }, ...byPosition];
const byPrice = (order: 'asc' | 'desc') => [{ 'sort.price': { order, missing: '_last' } }, { ord: order }];
const products = (items: readonly { sku: string; name?: string; price?: number }[]) =>
  items.map((item) => hit(LIVE_PRODUCT_INDEX, item.sku, item, { 'term.material': ['708'] }));
/** What a visitor finds in all, sorted by price (the paging cases' total). */
const VISIBLE = 212;
const byPriceAsc = (from: number, size: number) =>
  search(
    'citerne_product',
    { query: { bool: { filter: searchVisitor } }, sort: byPrice('asc'), from, size, ...productSource },
    searchAnswer(products(cheapest.slice(from, from + size)), VISIBLE),
  );

/** Every `search()` of the contract, case by case. */
export const searchRecordings: readonly EngineExchange[] = [
  // A word of the product's name, and its sku (the code analyzer splits and joins its parts).
  search(
    'citerne_product',
    {
      query: textQuery('vanne', true),
      min_score: 0.02,
      sort: byRelevance,
      from: 0,
      size: 50,
      ...productSource,
      suggest: didYouMean('vanne'),
    },
    searchAnswer(
      products([valve, { sku: 'VA-PVC-50', name: 'Vanne ¼ de tour PVC DN50', price: 29.9 }]),
      2,
      undefined,
      suggested('vanne'),
    ),
  ),
  search(
    'citerne_product',
    {
      query: textQuery('VA-PVC-40', false),
      min_score: 0.02,
      sort: byRelevance,
      from: 0,
      size: 5,
      ...productSource,
      suggest: didYouMean('VA-PVC-40'),
    },
    searchAnswer(products([valve]), 1, undefined, suggested('VA-PVC-40')),
  ),
  // Two pages of 3 are the first page of 6.
  byPriceAsc(0, 3),
  byPriceAsc(3, 3),
  byPriceAsc(0, 6),
  // Sorted by price both ways.
  search(
    'citerne_product',
    { query: { bool: { filter: searchVisitor } }, sort: byPrice('asc'), from: 0, size: 20, ...productSource },
    searchAnswer(products(cheapest), VISIBLE),
  ),
  search(
    'citerne_product',
    { query: { bool: { filter: searchVisitor } }, sort: byPrice('desc'), from: 0, size: 20, ...productSource },
    searchAnswer(
      products([
        { sku: 'CS-INC-120', name: 'Citerne souple réserve incendie 120 m³', price: 6890 },
        { sku: 'CS-INC-100', name: 'Citerne souple réserve incendie 100 m³', price: 5990 },
        { sku: 'CS-INC-80', name: 'Citerne souple réserve incendie 80 m³', price: 5190 },
      ]),
      VISIBLE,
    ),
  ),
  // A lookup by sku has no visitor filters.
  search(
    'citerne_product',
    {
      query: { bool: { filter: [{ term: { 'term.sku': 'VA-PVC-40' } }] } },
      sort: byPosition,
      from: 0,
      size: 50,
      ...productSource,
    },
    searchAnswer(products([valve])),
  ),
  // Categories (active ones) and tax rules.
  search(
    'citerne_category',
    {
      query: { bool: { filter: [{ term: { 'term.is_active': 'true' } }] } },
      sort: byPosition,
      from: 0,
      size: 10,
      track_total_hits: true,
      _source: { includes: ['doc'] },
    },
    searchAnswer(
      [
        hit('citerne_category_20250502100000000', 10, { id: 10, name: 'Citernes souples', product_count: 96 }),
        hit('citerne_category_20250502100000000', 11, { id: 11, name: 'Eau de pluie', product_count: 24 }),
      ],
      31,
    ),
  ),
  search(
    'citerne_taxrule',
    {
      query: { bool: { filter: [] } },
      sort: [{ 'sort.id': { order: 'asc', missing: '_last' } }, { ord: 'asc' }],
      from: 0,
      size: 150,
      track_total_hits: true,
      _source: { includes: ['doc'] },
    },
    searchAnswer([hit('citerne_taxrule_20250502100000000', 1, recordedTaxRule)]),
  ),
];

/** The search before and after the contract's refresh: the same answer (the same live index). */
export const refreshSearch = (): EngineExchange =>
  search(
    'citerne_product',
    { query: { bool: { filter: searchVisitor } }, sort: byPrice('asc'), from: 0, size: 10, ...productSource },
    searchAnswer(products(cheapest), VISIBLE),
  );
