import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports the documented functions and constants', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CatalogError',
        'SearchQuerySchema',
        'buildCategoryQuery',
        'buildCategoryTree',
        'catalogMessages',
        'categoryBreadcrumbs',
        'checkCategoryId',
        'checkProductLoad',
        'createCatalogSearchConfig',
        'createSearchQuerySchema',
        'decodeSearchQuery',
        'defaultCatalogSearchConfig',
        'dropEmptyOptionValues',
        'emptySearchResult',
        'encodeSearchQuery',
        'toCatalogSearchInput',
        'entityTypes',
        'findCategory',
        'groupedProductLinks',
        'markUnavailableChildren',
        'normalizeSearchResult',
        'parsePriceRangeId',
        'parseSearchQuery',
        'priceRangeOptions',
        'searchScopes',
        'searchWithCache',
        'skipDottedAttributeIds',
        'sortOptions',
        'visitorFilters',
      ].sort(),
    );
  });

  it('does not export internal helpers', () => {
    expect('decodeEntries' in api).toBe(false);
    expect('DecodeError' in api).toBe(false);
  });
});
