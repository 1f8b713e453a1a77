import { MAX_SEARCH_SIZE } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogSearchConfig } from './createCatalogSearchConfig';
import { defaultCatalogSearchConfig } from './defaultCatalogSearchConfig';

describe('catalogue search configuration', () => {
  it('holds the constants of SPEC §9 by default', () => {
    expect(defaultCatalogSearchConfig.defaultSize.product).toBe(50);
    expect(defaultCatalogSearchConfig.aggregationSize).toBe(10);
    expect(defaultCatalogSearchConfig.priceRangeBounds).toEqual([0, 50, 100, 150]);
    expect(defaultCatalogSearchConfig.search).toEqual({
      minScore: 0.02,
      fuzziness: 2,
      minimumShouldMatch: 0.75,
      boosts: { name: 4, sku: 2, 'category.name': 1 },
    });
  });

  it('overrides merge into the defaults', () => {
    const config = createCatalogSearchConfig({ defaultSize: { product: 18 }, search: { fuzziness: 1 } });
    expect(config.defaultSize.product).toBe(18);
    expect(config.defaultSize.category).toBe(4000);
    expect(config.search.fuzziness).toBe(1);
    expect(config.search.minScore).toBe(0.02);
  });

  it('an invalid setting is refused naming it', () => {
    expect(() => createCatalogSearchConfig({ priceRangeBounds: [0, 100, 50] })).toThrow(
      /priceRangeBounds: must be strictly increasing/,
    );
    expect(() => createCatalogSearchConfig({ search: { fuzziness: 3 } })).toThrow(/search.fuzziness/);
  });

  it("no page limit goes above the contract's one cap of GET /api/catalog (MAX_SEARCH_SIZE, SPEC §9)", () => {
    expect(defaultCatalogSearchConfig.maxSize.category).toBe(MAX_SEARCH_SIZE);
    expect(Math.max(...Object.values(defaultCatalogSearchConfig.maxSize))).toBe(MAX_SEARCH_SIZE);
    expect(createCatalogSearchConfig({ maxSize: { product: MAX_SEARCH_SIZE } }).maxSize.product).toBe(MAX_SEARCH_SIZE);
    expect(() => createCatalogSearchConfig({ maxSize: { product: MAX_SEARCH_SIZE + 1 } })).toThrow(
      /maxSize.product: must be at most 4000 \(MAX_SEARCH_SIZE\)/,
    );
  });
});
