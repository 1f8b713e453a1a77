import type { EngineExchange } from '../startRecordedEngine';
import { LIVE_PRODUCT_INDEX, search, searchAnswer, valve } from './recordedShapes';

// Products by sku — https://www.elastic.co/guide/en/elasticsearch/reference/8.15/docs-multi-get.html,
// https://opensearch.org/docs/2.19/api-reference/document-apis/multi-get/ — and stock changes as partial updates
// in one bulk request refreshed before it answers (`refresh=wait_for`) —
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/docs-bulk.html#bulk-update,
// https://opensearch.org/docs/2.19/api-reference/document-apis/bulk/.

const SKU = valve.sku;

const mget = (inStock: boolean): EngineExchange => ({
  request: {
    method: 'POST',
    path: '/citerne_product/_mget',
    query: '_source=doc',
    body: { ids: [SKU, 'NO-SUCH-SKU-CONTRACT'] },
  },
  response: {
    body: {
      docs: [
        {
          _index: LIVE_PRODUCT_INDEX,
          _id: SKU,
          _version: 1,
          _seq_no: 0,
          _primary_term: 1,
          found: true,
          _source: { doc: { ...valve, stock: { is_in_stock: inStock, qty: inStock ? 25 : 0 } } },
        },
        { _index: LIVE_PRODUCT_INDEX, _id: 'NO-SUCH-SKU-CONTRACT', found: false },
      ],
    },
  },
});

const mgetOne = (inStock: boolean): EngineExchange => {
  const exchange = mget(inStock);
  const body = exchange.response.body as { docs: object[] };
  return {
    request: { ...exchange.request, body: { ids: [SKU] } },
    response: { body: { docs: body.docs.slice(0, 1) } },
  };
};

/** The configurable parents of the changed skus: the product is none's child. */
const parents = search(
  'citerne_product',
  {
    query: { bool: { filter: [{ terms: { 'term.configurable_children.sku': [SKU] } }] } },
    size: 999,
    _source: ['doc.sku', 'doc.stock', 'doc.configurable_children'],
  },
  searchAnswer([]),
);

const update = (qty: number): EngineExchange => ({
  request: {
    method: 'POST',
    path: '/_bulk',
    query: 'refresh=wait_for',
    body: [
      { update: { _index: 'citerne_product', _id: SKU } },
      {
        doc: {
          doc: { stock: { qty, is_in_stock: qty > 0 } },
          term: { 'stock.is_in_stock': [String(qty > 0)], 'stock.qty': [String(qty)] },
          num: { 'stock.is_in_stock': [], 'stock.qty': [qty] },
        },
      },
    ],
  },
  response: {
    body: {
      took: 30,
      errors: false,
      items: [{ update: { _index: LIVE_PRODUCT_INDEX, _id: SKU, _version: 2, result: 'updated', status: 200 } }],
    },
  },
});

/** `productsBySku` and the stock case of the contract: out of stock, then back in stock. */
export const stockRecordings: readonly EngineExchange[] = [
  mget(true),
  parents,
  update(0),
  mgetOne(false),
  parents,
  update(25),
  mgetOne(true),
];
