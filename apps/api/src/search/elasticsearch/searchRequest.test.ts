import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { defaultCatalogSearchConfig, parseSearchQuery, type SearchQueryInput } from '@citerne/catalog-search';
import { describe, expect, it } from 'vitest';
import { type SearchAttribute, SearchRequestError } from '../runSearch';
import { typeDefinitions } from '../typeDefinitions';
import { searchRequest } from './searchRequest';

const definitions = typeDefinitions(defaultCatalogSearchConfig);
const attributes = new Map<string, SearchAttribute>([
  ['color', { attribute_code: 'color', attribute_id: 93, is_filterable: true }],
  ['dimensions', { attribute_code: 'dimensions', attribute_id: 156, is_filterable: false }],
]);
const dsl = (input: SearchQueryInput) => {
  const parsed = parseSearchQuery(input);
  if (!parsed.success) throw new Error(parsed.message);
  return searchRequest(parsed.query, {
    config: defaultCatalogSearchConfig,
    attributes,
    definition: definitions[parsed.query.type],
  });
};
// The translations written out as readable JSON beside the test (`dsl/`; formatted by biome, compared as JSON): a
// change of the DSL shows in review. A missing file is written; `UPDATE_DSL=1` writes them again.
const written = async (name: string, body: unknown) => {
  const file = new URL(`./dsl/${name}.json`, import.meta.url);
  if (process.env.UPDATE_DSL === '1' || !existsSync(file)) writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  expect(body).toEqual(JSON.parse(readFileSync(file, 'utf8')));
};

describe('the typed query translated to the engines DSL', () => {
  it('text is a multi_match over name, sku and category name with their boosts, AUTO typos, 75 %, the last word as a prefix too, and min_score', async () => {
    const body = dsl({ text: 'citerne eau pluie', size: 24 });
    expect(body.min_score).toBe(0.02);
    await written('text', body);
  });

  it('the last word typed is also matched as a prefix (bool_prefix), either query matching, boosts and 75 % kept', () => {
    const fields = ['text.name^4', 'text.sku^2', 'text.category_name^1'];
    expect(dsl({ text: 'citerne sou' }).query).toEqual({
      bool: {
        filter: [{ terms: { 'term.visibility': ['3', '4'] } }, { terms: { 'term.status': ['0', '1'] } }],
        must: [
          {
            bool: {
              should: [
                { multi_match: { query: 'citerne sou', fields, fuzziness: 'AUTO', minimum_should_match: '75%' } },
                {
                  multi_match: {
                    query: 'citerne sou',
                    type: 'bool_prefix',
                    fields,
                    fuzziness: 'AUTO',
                    minimum_should_match: '75%',
                  },
                },
              ],
              minimum_should_match: 1,
            },
          },
        ],
      },
    });
  });

  it('a last word of one or two letters or digits is no prefix (a sku ending in "40" matches as typed)', () => {
    for (const text of ['citerne s', 'VA-PVC-40']) {
      const must = (dsl({ text }).query as { bool: { must: unknown[] } }).bool.must;
      expect(must).toEqual([{ multi_match: expect.not.objectContaining({ type: expect.anything() }) }]);
    }
    expect(JSON.stringify(dsl({ text: 'VA-PVC' }).query)).toContain('"type":"bool_prefix"');
  });

  it('a product text asks "did you mean" of the phrase suggester on the name subfield, up to 3; no text, none', () => {
    expect(dsl({ text: 'citerne soupel' }).suggest).toEqual({
      did_you_mean: {
        text: 'citerne soupel',
        phrase: {
          field: 'text.name.suggest',
          size: 3,
          gram_size: 3,
          direct_generator: [{ field: 'text.name.suggest', suggest_mode: 'always' }],
        },
      },
    });
    expect(dsl({ sort: { field: 'price', order: 'asc' } }).suggest).toBeUndefined();
    expect(dsl({ type: 'category', text: 'citernes' }).suggest).toBeUndefined();
    const parsed = parseSearchQuery({ text: 'citerne soupel' });
    if (!parsed.success) throw new Error(parsed.message);
    const context = { config: defaultCatalogSearchConfig, attributes, definition: definitions.product };
    // An index built before the subfield: the engines would refuse the suggester.
    expect(searchRequest(parsed.query, { ...context, didYouMean: false }).suggest).toBeUndefined();
  });

  it('the visitor filters and the query filters are ANDed in filter context: term, terms, ranges', async () => {
    const body = dsl({
      scope: 'catalog',
      filters: [
        { kind: 'term', field: 'category_ids', value: 41 },
        { kind: 'terms', field: 'color', values: [49, 52] },
        { kind: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] },
      ],
    });
    expect(body.min_score).toBeUndefined();
    await written('filters', body);
  });

  it('a position sort within a filtered category reads the nested positions, missing last', async () => {
    await written(
      'category-position',
      dsl({ filters: [{ kind: 'term', field: 'category_ids', value: 41 }], sort: { field: 'position', order: 'asc' } }),
    );
  });

  it('other sorts use their sort key, missing last, ties in the catalogue order', () => {
    expect(dsl({ sort: { field: 'name', order: 'desc' } }).sort).toEqual([
      { 'sort.name': { order: 'desc', missing: '_last' } },
      { ord: 'desc' },
    ]);
    expect(dsl({ text: 'vanne' }).sort).toEqual([
      { _score: 'desc' },
      { 'sort.position': { order: 'asc', missing: '_last' } },
      { ord: 'asc' },
    ]);
  });

  it('aggregations: terms of 10 buckets and the price ranges of SPEC §9', async () => {
    await written('aggregations', dsl({ aggregations: ['color', 'price'], size: 0 }));
  });

  it('paging and include/exclude within the served document', () => {
    const body = dsl({ start: 48, size: 24, include: ['sku', 'stock.qty'], exclude: ['description'] });
    expect(body).toMatchObject({
      from: 48,
      size: 24,
      track_total_hits: true,
      _source: { includes: ['doc.sku', 'doc.stock.qty'], excludes: ['doc.description'] },
    });
  });

  it('other types: their default filters and sort, no attribute values asked', async () => {
    const body = dsl({ type: 'cms_page', filters: [{ kind: 'term', field: 'identifier', value: 'livraison' }] });
    expect(body.docvalue_fields).toBeUndefined();
    await written('cms-page', body);
  });

  it('refuses what a type cannot answer, as every driver does', () => {
    expect(() => dsl({ filters: [{ kind: 'term', field: 'password', value: 'x' }] })).toThrow(SearchRequestError);
    expect(() => dsl({ aggregations: ['dimensions'] })).toThrow(SearchRequestError);
    expect(() => dsl({ type: 'taxrule', text: 'tva normale' })).toThrow(SearchRequestError);
  });

  it('typo tolerance follows the configured fuzziness: none at 0, one typo at most at 1', () => {
    const parsed = parseSearchQuery({ text: 'citerne' });
    if (!parsed.success) throw new Error(parsed.message);
    const withFuzziness = (fuzziness: number) =>
      JSON.stringify(
        searchRequest(parsed.query, {
          config: { ...defaultCatalogSearchConfig, search: { ...defaultCatalogSearchConfig.search, fuzziness } },
          attributes,
          definition: definitions.product,
        }).query,
      );
    expect(withFuzziness(0)).not.toContain('fuzziness');
    expect(withFuzziness(1)).toContain('"fuzziness":"AUTO:3,64"');
  });
});
