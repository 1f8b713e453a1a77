import { defaultCatalogSearchConfig, parseSearchQuery } from '@citerne/catalog-search';
import { describe, expect, it } from 'vitest';
import type { SearchAttribute } from '../runSearch';
import { typeDefinitions } from '../typeDefinitions';
import { searchAnswer } from './searchAnswer';

const attributes = new Map<string, SearchAttribute>([
  [
    'color',
    {
      attribute_code: 'color',
      attribute_id: 93,
      frontend_label: 'Couleur',
      is_filterable: true,
      options: [
        { value: '49', label: 'Vert' },
        { value: '52', label: 'Gris' },
        { value: '60', label: 'Sable' },
      ],
    },
  ],
]);
const context = {
  config: defaultCatalogSearchConfig,
  attributes,
  definition: typeDefinitions(defaultCatalogSearchConfig).product,
};
const parsed = parseSearchQuery({ aggregations: ['color', 'price'], size: 2 });
if (!parsed.success) throw new Error(parsed.message);
const query = parsed.query;

const answer = {
  hits: {
    total: { value: 37, relation: 'eq' as const },
    hits: [
      { _id: 'A', _source: { doc: { sku: 'A' } }, fields: { 'term.color': ['52'] } },
      { _id: 'B', _source: { doc: { sku: 'B' } } },
    ],
  },
  aggregations: {
    agg_terms_color: {
      buckets: [
        { key: '52', doc_count: 3 },
        { key: '49', doc_count: 3 },
        { key: '60', doc_count: 9 },
      ],
    },
    agg_range_price: {
      buckets: [
        { key: '0-50', to: 50, doc_count: 30 },
        { key: '150-', from: 150, doc_count: 7 },
      ],
    },
  },
};

describe("the engine's answer mapped back to a search result", () => {
  it('serves the hits documents, the exact total and the paging of the query', () => {
    const result = searchAnswer(query, answer, context);
    expect(result.items).toEqual([{ sku: 'A' }, { sku: 'B' }]);
    expect(result).toMatchObject({ total: 37, start: 0, perPage: 2, suggestions: {} });
  });

  it('term buckets as the embedded index orders them: most frequent first, ties in French order, numeric keys as numbers', () => {
    expect(searchAnswer(query, answer, context).aggregations.agg_terms_color?.buckets).toEqual([
      { key: 60, doc_count: 9 },
      { key: 49, doc_count: 3 },
      { key: 52, doc_count: 3 },
    ]);
  });

  it('every price range of SPEC §9 in order, with its bounds, empty ones at 0', () => {
    expect(searchAnswer(query, answer, context).aggregations.agg_range_price?.buckets).toEqual([
      { key: '0-50', from: 0, to: 50, doc_count: 30 },
      { key: '50-100', from: 50, to: 100, doc_count: 0 },
      { key: '100-150', from: 100, to: 150, doc_count: 0 },
      { key: '150-', from: 150, doc_count: 7 },
    ]);
  });

  it('attribute metadata with the options met on the page or in the aggregations', () => {
    expect(searchAnswer(query, answer, context).attributeMetadata).toEqual([
      {
        attribute_code: 'color',
        attribute_id: 93,
        frontend_label: 'Couleur',
        options: [
          { value: '49', label: 'Vert' },
          { value: '52', label: 'Gris' },
          { value: '60', label: 'Sable' },
        ],
      },
    ]);
  });

  it('"did you mean" when a text matched nothing: the phrase suggester options, best first, at most 3', () => {
    const parsedText = parseSearchQuery({ text: 'citerne soupel' });
    if (!parsedText.success) throw new Error(parsedText.message);
    const entry = (options: { text: string; score: number }[]) => ({
      text: 'citerne soupel',
      offset: 0,
      length: 14,
      options,
    });
    const nothing = {
      hits: { total: { value: 0, relation: 'eq' as const }, hits: [] },
      suggest: {
        did_you_mean: [
          entry([
            { text: 'citerne souple', score: 0.31 },
            { text: 'citerne soude', score: 0.02 },
            { text: 'citernes souples', score: 0.12 },
            { text: 'citerne sous', score: 0.05 },
          ]),
        ],
      },
    };
    expect(searchAnswer(parsedText.query, nothing, context).suggestions).toEqual({
      text: [
        { text: 'citerne souple', score: 0.31 },
        { text: 'citernes souples', score: 0.12 },
        { text: 'citerne sous', score: 0.05 },
      ],
    });
    const found = { ...nothing, hits: { total: { value: 1, relation: 'eq' as const }, hits: [{ _id: 'A' }] } };
    expect(searchAnswer(parsedText.query, found, context).suggestions).toEqual({});
    const none = { ...nothing, suggest: { did_you_mean: [entry([])] } };
    expect(searchAnswer(parsedText.query, none, context).suggestions).toEqual({});
  });

  it('a total given as a number (an older answer shape) is read too', () => {
    expect(searchAnswer(query, { hits: { total: 5, hits: [] } }, context).total).toBe(5);
  });
});
