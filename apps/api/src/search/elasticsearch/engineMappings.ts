import type { CatalogSearchConfig } from '@citerne/catalog-search';
import { NUMERIC_SORTS } from '../numericSorts';
import type { TypeDefinition } from '../TypeDefinition';
import { filterFieldsOf } from './engineDocument';
import type { SearchBody } from './SearchEngine';

type Properties = Record<string, Record<string, unknown>>;

/**
 * The analysis of every index (https://www.elastic.co/guide/en/elasticsearch/reference/8.15/analysis-lang-analyzer.html#french-analyzer,
 * the same in OpenSearch): French words — elision, lower case, French stop words, accents folded, light French
 * stemming — as the other drivers fold "Réserve" and "reserves" to one word; codes such as skus split on their
 * punctuation and also kept whole (`VA-PVC-40` → `va`, `pvc`, `40`, `vapvc40`); sort keys lower-cased and folded.
 * Product names are also indexed for "did you mean" as whole words, folded but not stemmed (a suggestion is read by
 * the shopper), with their shingles of 2 and 3 words: the phrase suggester's language model
 * (https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-suggesters.html#phrase-suggester, its
 * `trigram` example).
 */
const analysis = {
  filter: {
    french_elision: {
      type: 'elision',
      articles_case: true,
      articles: ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'],
    },
    french_stop: { type: 'stop', stopwords: '_french_' },
    french_stemmer: { type: 'stemmer', language: 'light_french' },
    name_shingles: { type: 'shingle', min_shingle_size: 2, max_shingle_size: 3 },
    code_parts: {
      type: 'word_delimiter_graph',
      catenate_all: true,
      split_on_case_change: false,
      split_on_numerics: false,
    },
  },
  analyzer: {
    citerne_french: {
      type: 'custom',
      tokenizer: 'standard',
      char_filter: ['html_strip'],
      filter: ['french_elision', 'lowercase', 'french_stop', 'asciifolding', 'french_stemmer'],
    },
    citerne_code: {
      type: 'custom',
      tokenizer: 'keyword',
      filter: ['code_parts', 'flatten_graph', 'lowercase', 'asciifolding'],
    },
    citerne_suggest: {
      type: 'custom',
      tokenizer: 'standard',
      char_filter: ['html_strip'],
      filter: ['french_elision', 'lowercase', 'asciifolding', 'name_shingles'],
    },
  },
  normalizer: { citerne_sort: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
};

/** Dotted field names (`stock.is_in_stock`) as the nested `properties` a mapping spells them with. */
function nested(fields: readonly string[], leaf: (field: string) => Record<string, unknown>): Properties {
  const root: Properties = {};
  for (const field of fields) {
    const parts = field.split('.');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = { ...node[part], ...leaf(field) };
        return;
      }
      const object = (node[part] ?? { properties: {} }) as { properties: Properties };
      object.properties ??= {};
      node[part] = object;
      node = object.properties;
    });
  }
  return root;
}

/**
 * The settings and explicit mappings of one entity type's index (`PUT /<index>`): nothing is mapped dynamically
 * (`dynamic: false`); the served document is stored, not indexed; text fields are French or code text; filter
 * values are keywords (`term.*`) and numbers (`num.*`); sort keys numbers or normalised keywords; a product's name
 * also as `text.name.suggest` ("did you mean", `searchRequest`); category positions nested (a product's position
 * within one category); when a product's price next changes on its own, ms since the epoch (`next_price_change`). One shard: scores do not vary with the shard a product lands on, for a catalogue of a few
 * thousand products.
 * @example
 * await engine.createIndex('citerne_product_20250502100000000', engineMappings(definitions.product, codes, config));
 */
export function engineMappings(
  definition: TypeDefinition,
  attributeCodes: readonly string[],
  config: CatalogSearchConfig,
): SearchBody {
  const filters = filterFieldsOf(definition, attributeCodes);
  const sorts = config.sortableFields[definition.type].filter((field) => field !== 'relevance');
  return {
    settings: { number_of_shards: 1, analysis },
    mappings: {
      dynamic: false,
      properties: {
        doc: { type: 'object', enabled: false },
        text: {
          properties: Object.fromEntries(
            definition.textFields.map((field) => [
              field.name,
              {
                type: 'text',
                analyzer: field.analyzer === 'sku' ? 'citerne_code' : 'citerne_french',
                ...(definition.type === 'product' && field.name === 'name'
                  ? { fields: { suggest: { type: 'text', analyzer: 'citerne_suggest' } } }
                  : {}),
              },
            ]),
          ),
        },
        term: { properties: nested(filters, () => ({ type: 'keyword' })) },
        num: { properties: nested(filters, () => ({ type: 'double' })) },
        sort: {
          properties: nested(sorts, (field) =>
            NUMERIC_SORTS.has(field) ? { type: 'double' } : { type: 'keyword', normalizer: 'citerne_sort' },
          ),
        },
        positions: { type: 'nested', properties: { category_id: { type: 'keyword' }, position: { type: 'double' } } },
        links: { type: 'keyword' },
        ord: { type: 'long' },
        ...(definition.type === 'product' ? { next_price_change: { type: 'long' } } : {}),
      },
    },
  };
}
