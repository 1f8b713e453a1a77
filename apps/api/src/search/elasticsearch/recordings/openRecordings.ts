import type { EngineExchange } from '../startRecordedEngine';
import { hit, LIVE_PRODUCT_INDEX, search, searchAnswer } from './recordedShapes';

// What the driver reads when it opens (and on refresh): which index the product alias points at —
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-get-alias.html,
// https://opensearch.org/docs/2.19/api-reference/alias/#get-aliases — then the attributes and tax rules through
// their aliases (https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-search.html), and whether the
// live index maps the name's suggestions subfield —
// https://www.elastic.co/guide/en/elasticsearch/reference/8.15/indices-get-field-mapping.html (`<index>.mappings`
// holds the field when mapped, nothing when not; the same API in OpenSearch 2.x, `indices.get_field_mapping`).

const all = { query: { match_all: {} }, sort: [{ ord: 'asc' }], size: 999, _source: ['doc'] };

const color = {
  attribute_id: 93,
  attribute_code: 'color',
  frontend_label: 'Couleur',
  frontend_input: 'select',
  is_filterable: true,
  options: [
    { value: '49', label: 'Vert' },
    { value: '52', label: 'Gris' },
  ],
};
const material = {
  attribute_id: 154,
  attribute_code: 'material',
  frontend_label: 'Matière',
  frontend_input: 'select',
  is_filterable: true,
  options: [{ value: '708', label: 'PVC pression' }],
};
const normalRate = {
  id: 1,
  code: 'TVA taux normal',
  priority: 0,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [
    { id: 1, code: 'FR-20', rate: 20, tax_country_id: 'FR', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
  ],
};

const SUGGEST_FIELD = 'text.name.suggest';

/** `GET /<index>/_mapping/field/text.name.suggest` of the live product index, built with the subfield or before it. */
export const suggestFieldMapping = (mapped: boolean): EngineExchange => ({
  request: { method: 'GET', path: `/${LIVE_PRODUCT_INDEX}/_mapping/field/${SUGGEST_FIELD}` },
  response: {
    body: {
      [LIVE_PRODUCT_INDEX]: {
        mappings: mapped
          ? {
              [SUGGEST_FIELD]: {
                full_name: SUGGEST_FIELD,
                mapping: { suggest: { type: 'text', analyzer: 'citerne_suggest' } },
              },
            }
          : {},
      },
    },
  },
});

/** The four calls of `EngineSearchBackend.open` (and of each `refresh`). */
export const openRecordings: readonly EngineExchange[] = [
  {
    request: { method: 'GET', path: '/_alias/citerne_product' },
    response: { body: { [LIVE_PRODUCT_INDEX]: { aliases: { citerne_product: {} } } } },
  },
  search(
    'citerne_attribute',
    all,
    searchAnswer([
      hit('citerne_attribute_20250502100000000', 93, color),
      hit('citerne_attribute_20250502100000000', 154, material),
    ]),
  ),
  search('citerne_taxrule', all, searchAnswer([hit('citerne_taxrule_20250502100000000', 1, normalRate)])),
  suggestFieldMapping(true),
];

/** The tax rule the recordings serve (`taxRules()`). */
export const recordedTaxRule = normalRate;
