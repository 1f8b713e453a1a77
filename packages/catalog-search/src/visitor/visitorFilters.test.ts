import { describe, expect, it } from 'vitest';
import { createCatalogSearchConfig } from '../config/createCatalogSearchConfig';
import { visitorFilters } from './visitorFilters';

describe('visitor filters (SPEC §5)', () => {
  it('the search panel shows visibility 3 and 4, status 0 and 1', () => {
    expect(visitorFilters('search')).toEqual([
      { kind: 'terms', field: 'visibility', values: [3, 4] },
      { kind: 'terms', field: 'status', values: [0, 1] },
    ]);
  });

  it('category pages and the mega menu also show visibility 2', () => {
    expect(visitorFilters('catalog')[0]).toEqual({ kind: 'terms', field: 'visibility', values: [2, 3, 4] });
  });

  it('linked products need status 1 and may have any visibility', () => {
    expect(visitorFilters('linked')).toEqual([{ kind: 'term', field: 'status', value: 1 }]);
  });

  it('out-of-stock products are listed by default', () => {
    expect(visitorFilters('search').some((f) => f.field === 'stock.is_in_stock')).toBe(false);
  });

  it('with out-of-stock listing off, visitors only see products in stock', () => {
    const config = createCatalogSearchConfig({ listOutOfStockProducts: false });
    expect(visitorFilters('search', config)).toContainEqual({ kind: 'term', field: 'stock.is_in_stock', value: true });
    expect(visitorFilters('catalog', config)).toContainEqual({
      kind: 'term',
      field: 'stock.is_in_stock',
      value: true,
    });
  });

  it('a single-product lookup adds no filter: the loading rules decide', () => {
    expect(visitorFilters('lookup')).toEqual([]);
  });
});
