import { readFileSync, writeFileSync } from 'node:fs';
import { defaultCatalogSearchConfig } from '@citerne/catalog-search';
import { describe, expect, it } from 'vitest';
import { typeDefinitions } from '../typeDefinitions';
import { engineMappings } from './engineMappings';

const product = engineMappings(
  typeDefinitions(defaultCatalogSearchConfig).product,
  ['color', 'material'],
  defaultCatalogSearchConfig,
);
const properties = (product.mappings as { properties: Record<string, { properties?: Record<string, unknown> }> })
  .properties;

describe('the explicit mappings of the indices', () => {
  it('maps nothing dynamically and keeps the served document unindexed', () => {
    expect(product.mappings).toMatchObject({ dynamic: false, properties: { doc: { type: 'object', enabled: false } } });
  });

  it('French text for words, the code analyzer for the sku, keywords for filters, dotted fields nested', () => {
    expect(properties.text?.properties).toEqual({
      name: {
        type: 'text',
        analyzer: 'citerne_french',
        fields: { suggest: { type: 'text', analyzer: 'citerne_suggest' } },
      },
      sku: { type: 'text', analyzer: 'citerne_code' },
      category_name: { type: 'text', analyzer: 'citerne_french' },
    });
    expect(properties.term?.properties).toMatchObject({
      color: { type: 'keyword' },
      stock: { properties: { is_in_stock: { type: 'keyword' }, qty: { type: 'keyword' } } },
    });
    expect(properties.sort?.properties).toMatchObject({
      price: { type: 'double' },
      name: { type: 'keyword', normalizer: 'citerne_sort' },
    });
  });

  it('a product name is also indexed for "did you mean": whole folded words and their shingles of 2 and 3 words', () => {
    const analysis = (product.settings as { analysis: Record<string, Record<string, unknown>> }).analysis;
    expect(analysis.analyzer?.citerne_suggest).toEqual({
      type: 'custom',
      tokenizer: 'standard',
      char_filter: ['html_strip'],
      filter: ['french_elision', 'lowercase', 'asciifolding', 'name_shingles'],
    });
    expect(analysis.filter?.name_shingles).toEqual({ type: 'shingle', min_shingle_size: 2, max_shingle_size: 3 });
    const category = engineMappings(
      typeDefinitions(defaultCatalogSearchConfig).category,
      [],
      defaultCatalogSearchConfig,
    );
    expect(JSON.stringify(category.mappings)).not.toContain('suggest');
  });

  it("a product's next price change is a number (ms), which the backend asks the earliest of", () => {
    expect(properties.next_price_change).toEqual({ type: 'long' });
    const category = engineMappings(
      typeDefinitions(defaultCatalogSearchConfig).category,
      [],
      defaultCatalogSearchConfig,
    );
    expect(JSON.stringify(category.mappings)).not.toContain('next_price_change');
  });

  it('is written out in full beside the test', () => {
    // Compared as JSON (biome formats the file); `UPDATE_DSL=1` writes it again.
    const file = new URL('./dsl/product-mappings.json', import.meta.url);
    if (process.env.UPDATE_DSL === '1') writeFileSync(file, `${JSON.stringify(product, null, 2)}\n`);
    expect(product).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
