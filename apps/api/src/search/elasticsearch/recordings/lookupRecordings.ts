import type { EngineExchange } from '../startRecordedEngine';
import { hit, LIVE_PRODUCT_INDEX, search, searchAnswer, valve } from './recordedShapes';

// URL mapping and CMS lookups: the first document (in the catalogue's order) whose keyword holds a value, a `term`
// query in filter context — https://www.elastic.co/guide/en/elasticsearch/reference/8.15/query-dsl-term-query.html,
// https://opensearch.org/docs/2.19/query-dsl/term/term/.

const first = (type: string, field: string, value: string, found?: { id: number; doc: object }) =>
  search(
    `citerne_${type}`,
    {
      query: { bool: { filter: [{ term: { [`term.${field}`]: value } }] } },
      sort: [{ ord: 'asc' }],
      size: 1,
      _source: ['doc'],
    },
    searchAnswer(
      found
        ? [hit(type === 'product' ? LIVE_PRODUCT_INDEX : `citerne_${type}_20250502100000000`, found.id, found.doc)]
        : [],
    ),
  );

const terms = {
  id: 2,
  identifier: 'conditions-generales-de-vente',
  title: 'Conditions générales de vente',
  active: true,
};

/** `mapUrl` and `cmsDocument` of the contract. */
export const lookupRecordings: readonly EngineExchange[] = [
  first('product', 'url_path', 'accessoires/vannes/vanne-1-4-de-tour-pvc-dn40', { id: 1043, doc: valve }),
  first('product', 'url_path', 'no/such/page-anywhere'),
  first('category', 'url_path', 'no/such/page-anywhere'),
  first('cms_page', 'identifier', 'conditions-generales-de-vente', { id: 2, doc: terms }),
  first('cms_page', 'id', '2', { id: 2, doc: terms }),
  first('cms_page', 'identifier', 'no-such-page-anywhere'),
  first('cms_block', 'identifier', 'no-such-block-anywhere'),
];
