import { defaultCatalogSearchConfig, type EntityType } from '@citerne/catalog-search';
import { prepareProducts } from '../../buildSnapshot';
import { typeDefinitions } from '../../typeDefinitions';
import { engineMappings } from '../engineMappings';
import type { EngineExchange } from '../startRecordedEngine';
import { indexerDocuments } from './indexerCatalog';

// A full build and an incremental update of the indexer's catalogue (`indexerCatalog`), in the calls of
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-create-index.html (PUT /<index>),
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/docs-bulk.html (NDJSON, one line per action and
// per document), https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-refresh.html and
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-aliases.html (`add`, `remove_index`,
// applied at once) — the same in OpenSearch 2.x: https://opensearch.org/docs/2.19/api-reference/index-apis/create-index/,
// https://opensearch.org/docs/2.19/api-reference/document-apis/bulk/,
// https://opensearch.org/docs/2.19/api-reference/index-apis/alias/.

/** The build's clock: the versions are named after it. */
export const BUILD_NOW = Date.parse('2025-05-02T10:00:00Z');
const version = (type: string) => `citerne_${type}_20250502100000000`;
const PREVIOUS_PRODUCT = 'citerne_product_20250401080000000';
const PREVIOUS_CATEGORY = 'citerne_category_20250401080000000';

const definitions = typeDefinitions(defaultCatalogSearchConfig);
/** The served product documents, as the embedded index prepares them (`prepareProducts`, its own tests). */
const served = (sku: string) => {
  const { entries } = prepareProducts(
    indexerDocuments,
    [indexerDocuments.taxRules[0]] as never,
    ['color'],
    BUILD_NOW,
    () => {},
  );
  return entries.find((entry) => entry.doc.sku === sku)?.doc;
};

const created = (type: EntityType): EngineExchange => ({
  request: {
    method: 'PUT',
    path: `/${version(type)}`,
    body: engineMappings(definitions[type], ['color'], defaultCatalogSearchConfig),
  },
  response: { body: { acknowledged: true, shards_acknowledged: true, index: version(type) } },
});
/** A `POST /_bulk` of these lines (`query`: `refresh=wait_for`), every document taken. */
export const bulked = (lines: object[], query?: string): EngineExchange => ({
  request: { method: 'POST', path: '/_bulk', ...(query ? { query } : {}), body: lines },
  response: {
    body: {
      took: 12,
      errors: false,
      items: lines
        .filter((line) => 'index' in line || 'delete' in line)
        .map((line) => {
          const [action, target] = Object.entries(line)[0] as [string, { _index: string; _id: string }];
          return {
            [action]: {
              ...target,
              _version: 1,
              result: action === 'delete' ? 'deleted' : 'created',
              status: action === 'delete' ? 200 : 201,
            },
          };
        }),
    },
  },
});

const tankFields = {
  text: { name: 'Citerne souple eau de pluie 1 m³', sku: 'CS-EP-1', category_name: 'Eau de pluie' },
  term: {
    id: ['1'],
    sku: ['CS-EP-1'],
    type_id: ['configurable'],
    status: ['1'],
    visibility: ['4'],
    category_ids: ['11'],
    'category.category_id': ['11'],
    url_key: ['citerne-souple-eau-de-pluie-1-m3'],
    url_path: ['citernes-souples/eau-de-pluie/citerne-souple-eau-de-pluie-1-m3'],
    'stock.is_in_stock': ['true'],
    'stock.qty': ['0'],
    price: ['240'],
    'configurable_children.sku': ['CS-EP-1-VERT'],
    tax_class_id: ['2'],
    new: ['0'],
    sale: ['0'],
    color: ['49'],
  },
  num: {
    id: [1],
    status: [1],
    visibility: [4],
    category_ids: [11],
    'category.category_id': [11],
    'stock.qty': [0],
    price: [240],
    tax_class_id: [2],
    new: [0],
    sale: [0],
    color: [49],
  },
  sort: {
    position: 1,
    price: 240,
    created_at: '2025-01-10T09:00:00.000Z',
    name: 'Citerne souple eau de pluie 1 m³',
    sku: 'CS-EP-1',
    id: 1,
  },
  positions: [{ category_id: '11', position: 1 }],
  links: ['CS-EP-1-VERT'],
  ord: 1,
};
const greenFields = {
  text: { name: 'Citerne souple eau de pluie 1 m³ vert', sku: 'CS-EP-1-VERT', category_name: '' },
  term: {
    id: ['2'],
    sku: ['CS-EP-1-VERT'],
    type_id: ['simple'],
    status: ['1'],
    visibility: ['1'],
    category_ids: ['11'],
    'stock.is_in_stock': ['true'],
    'stock.qty': ['4'],
    price: ['240'],
    tax_class_id: ['2'],
    new: ['0'],
    sale: ['0'],
    color: ['49'],
  },
  num: {
    id: [2],
    status: [1],
    visibility: [1],
    category_ids: [11],
    'stock.qty': [4],
    price: [240],
    tax_class_id: [2],
    new: [0],
    sale: [0],
    color: [49],
  },
  sort: {
    price: 240,
    created_at: '2025-01-10T09:00:00.000Z',
    name: 'Citerne souple eau de pluie 1 m³ vert',
    sku: 'CS-EP-1-VERT',
    id: 2,
  },
  positions: [],
  links: [],
  ord: 2,
};
/** What the index holds of the valve beside its served document, priced at `BUILD_NOW`. */
export const valveFields = {
  text: { name: 'Vanne ¼ de tour PVC DN40', sku: 'VA-PVC-40', category_name: 'Vannes' },
  term: {
    id: ['3'],
    sku: ['VA-PVC-40'],
    type_id: ['simple'],
    status: ['1'],
    visibility: ['4'],
    category_ids: ['41'],
    'category.category_id': ['41'],
    url_key: ['vanne-1-4-de-tour-pvc-dn40'],
    url_path: ['accessoires/vannes/vanne-1-4-de-tour-pvc-dn40'],
    'stock.is_in_stock': ['true'],
    'stock.qty': ['30'],
    price: ['24.9'],
    tax_class_id: ['2'],
    new: ['0'],
    sale: ['0'],
  },
  num: {
    id: [3],
    status: [1],
    visibility: [4],
    category_ids: [41],
    'category.category_id': [41],
    'stock.qty': [30],
    price: [24.9],
    tax_class_id: [2],
    new: [0],
    sale: [0],
  },
  sort: {
    position: 3,
    price: 24.9,
    created_at: '2025-01-10T09:00:00.000Z',
    name: 'Vanne ¼ de tour PVC DN40',
    sku: 'VA-PVC-40',
    id: 3,
  },
  positions: [{ category_id: '41', position: 3 }],
  links: [],
  ord: 3,
};
/** The bulk lines of the catalogue's category, with its visible product count. */
export const category = (index: string, productCount: number) => [
  { index: { _index: index, _id: '11' } },
  {
    doc: { ...indexerDocuments.categories[0], product_count: productCount },
    text: { name: 'Eau de pluie' },
    term: {
      id: ['11'],
      level: ['3'],
      is_active: ['true'],
      url_path: ['citernes-souples/eau-de-pluie'],
      product_count: [String(productCount)],
    },
    num: { id: [11], level: [3], product_count: [productCount] },
    sort: { position: 1, name: 'Eau de pluie', level: 3, id: 11 },
    positions: [],
    links: [],
    ord: 0,
  },
];
const product = (index: string, sku: string, fields: object) => [
  { index: { _index: index, _id: sku } },
  { doc: served(sku), ...fields },
];

/** The product index's bulk body of the full build: what the test reads to check it. */
export const productBulk = [
  ...product(version('product'), 'CS-EP-1', tankFields),
  ...product(version('product'), 'CS-EP-1-VERT', greenFields),
  ...product(version('product'), 'VA-PVC-40', valveFields),
];

/** The `_aliases` actions of the full build: every alias moved, the previous versions deleted, at once. */
export const aliasActions = [
  { add: { index: version('product'), alias: 'citerne_product' } },
  { remove_index: { index: PREVIOUS_PRODUCT } },
  { add: { index: version('category'), alias: 'citerne_category' } },
  { remove_index: { index: PREVIOUS_CATEGORY } },
  { add: { index: version('attribute'), alias: 'citerne_attribute' } },
  { add: { index: version('cms_page'), alias: 'citerne_cms_page' } },
  { add: { index: version('cms_block'), alias: 'citerne_cms_block' } },
  { add: { index: version('cms_hierarchy'), alias: 'citerne_cms_hierarchy' } },
  { add: { index: version('review'), alias: 'citerne_review' } },
  { add: { index: version('taxrule'), alias: 'citerne_taxrule' } },
];

const previousAliases: EngineExchange = {
  request: { method: 'GET', path: '/_alias/citerne_*' },
  response: {
    body: {
      [PREVIOUS_PRODUCT]: { aliases: { citerne_product: {} } },
      [PREVIOUS_CATEGORY]: { aliases: { citerne_category: {} } },
    },
  },
};

/** The full build: the previous versions read, eight indices created and filled, refreshed, the aliases swapped. */
export const buildRecordings: readonly EngineExchange[] = [
  previousAliases,
  created('product'),
  bulked(productBulk),
  created('category'),
  bulked(category(version('category'), 1)),
  created('attribute'),
  bulked([
    { index: { _index: version('attribute'), _id: '93' } },
    {
      doc: indexerDocuments.attributes[0],
      text: { frontend_label: 'Couleur', attribute_code: 'color' },
      term: { attribute_id: ['93'], attribute_code: ['color'], is_filterable: ['true'] },
      num: { attribute_id: [93] },
      sort: { attribute_code: 'color', attribute_id: 93 },
      positions: [],
      links: [],
      ord: 0,
    },
  ]),
  created('cms_page'),
  bulked([
    { index: { _index: version('cms_page'), _id: '2' } },
    {
      doc: indexerDocuments.cmsPages[0],
      text: { title: 'Conditions générales de vente', content: ' Article 1 ' },
      term: { id: ['2'], identifier: ['conditions-generales-de-vente'], active: ['true'] },
      num: { id: [2] },
      sort: { id: 2, identifier: 'conditions-generales-de-vente' },
      positions: [],
      links: [],
      ord: 0,
    },
  ]),
  created('cms_block'),
  bulked([
    { index: { _index: version('cms_block'), _id: '5' } },
    {
      doc: indexerDocuments.cmsBlocks[0],
      text: { title: 'Promotions', content: ' -10 % ' },
      term: { id: ['5'], identifier: ['promotions'], active: ['false'] },
      num: { id: [5] },
      sort: { id: 5, identifier: 'promotions' },
      positions: [],
      links: [],
      ord: 0,
    },
  ]),
  created('cms_hierarchy'),
  created('review'),
  created('taxrule'),
  bulked([
    { index: { _index: version('taxrule'), _id: '1' } },
    {
      doc: indexerDocuments.taxRules[0],
      text: {},
      term: {
        id: ['1'],
        code: ['TVA taux normal'],
        product_tax_class_ids: ['2'],
        customer_tax_class_ids: ['3'],
        'rates.tax_country_id': ['FR'],
      },
      num: { id: [1], product_tax_class_ids: [2], customer_tax_class_ids: [3] },
      sort: { id: 1, priority: 0 },
      positions: [],
      links: [],
      ord: 0,
    },
  ]),
  {
    request: {
      method: 'GET',
      path: `/${['product', 'category', 'attribute', 'cms_page', 'cms_block', 'cms_hierarchy', 'review', 'taxrule'].map(version).join(',')}/_refresh`,
    },
    response: { body: { _shards: { total: 8, successful: 8, failed: 0 } } },
  },
  {
    request: { method: 'POST', path: '/_aliases', body: { actions: aliasActions } },
    response: { body: { acknowledged: true } },
  },
];

/** A build whose product bulk is refused: the new indices are deleted, the aliases never touched. */
export const failedBuildRecordings: readonly EngineExchange[] = [
  previousAliases,
  created('product'),
  {
    request: { method: 'POST', path: '/_bulk', body: productBulk },
    response: {
      body: {
        took: 4,
        errors: true,
        items: [
          {
            index: {
              _index: version('product'),
              _id: 'CS-EP-1',
              status: 400,
              error: { type: 'document_parsing_exception', reason: 'failed to parse field [num.price]' },
            },
          },
        ],
      },
    },
  },
  { request: { method: 'DELETE', path: `/${version('product')}` }, response: { body: { acknowledged: true } } },
];

/** The child of the tank changed: it and its parent indexed again into the live alias, then the categories' counts. */
export const incrementalRecordings: readonly EngineExchange[] = [
  {
    request: {
      method: 'POST',
      path: '/citerne_product/_search',
      body: { query: { bool: { filter: [{ terms: { links: ['CS-EP-1-VERT'] } }] } }, size: 999, _source: false },
    },
    response: {
      body: {
        took: 1,
        timed_out: false,
        hits: {
          total: { value: 1, relation: 'eq' },
          hits: [{ _index: version('product'), _id: 'CS-EP-1', _score: 0 }],
        },
      },
    },
  },
  bulked(
    [...product('citerne_product', 'CS-EP-1', tankFields), ...product('citerne_product', 'CS-EP-1-VERT', greenFields)],
    'refresh=wait_for',
  ),
  {
    request: {
      method: 'POST',
      path: '/citerne_product/_search',
      body: {
        query: {
          bool: {
            filter: [{ terms: { 'term.visibility': ['2', '3', '4'] } }, { terms: { 'term.status': ['0', '1'] } }],
          },
        },
        size: 0,
        aggs: { categories: { terms: { field: 'term.category_ids', size: 10_000 } } },
      },
    },
    response: {
      body: {
        took: 2,
        timed_out: false,
        hits: { total: { value: 2, relation: 'eq' }, hits: [] },
        aggregations: {
          categories: {
            doc_count_error_upper_bound: 0,
            sum_other_doc_count: 0,
            buckets: [
              { key: '11', doc_count: 1 },
              { key: '41', doc_count: 1 },
            ],
          },
        },
      },
    },
  },
  bulked(category('citerne_category', 1), 'refresh=wait_for'),
];
