import { priceFilterRanges } from '@citerne/pricing';
import { describe, expect, it } from 'vitest';
import { createCatalogSearchConfig } from '../config/createCatalogSearchConfig';
import { buildCategoryQuery } from './buildCategoryQuery';
import { parsePriceRangeId } from './parsePriceRangeId';
import { priceRangeOptions } from './priceRangeOptions';
import { sortOptions } from './sortOptions';

describe('category page query from the route', () => {
  it('lists the category under the catalogue visitor scope with an aggregation per default filter', () => {
    const { query } = buildCategoryQuery({ categoryId: 11, routeQuery: {} });
    expect(query.scope).toBe('catalog');
    expect(query.filters).toEqual([{ kind: 'term', field: 'category_ids', value: 11 }]);
    expect(query.aggregations).toEqual(['color', 'erin_recommends', 'price', 'size']);
  });

  it('other filters hold one or more option ids', () => {
    const { query, activeFilters } = buildCategoryQuery({
      categoryId: 11,
      routeQuery: { color: ['49', '50'], size: '7' },
    });
    expect(query.filters).toContainEqual({ kind: 'terms', field: 'color', values: [49, 50] });
    expect(query.filters).toContainEqual({ kind: 'terms', field: 'size', values: [7] });
    expect(activeFilters.color?.map((o) => o.id)).toEqual(['49', '50']);
  });

  it('values that are not option ids and keys that are not filters are ignored', () => {
    const { query } = buildCategoryQuery({
      categoryId: 11,
      routeQuery: { color: ['vert', '49'], utm_source: 'mail', volume: '10' },
    });
    expect(query.filters).toEqual([
      { kind: 'term', field: 'category_ids', value: 11 },
      { kind: 'terms', field: 'color', values: [49] },
    ]);
  });

  it("the category's own filterable attributes are allowed too", () => {
    const { query } = buildCategoryQuery({
      categoryId: 11,
      routeQuery: { volume: '10' },
      filterableAttributes: ['volume'],
    });
    expect(query.filters).toContainEqual({ kind: 'terms', field: 'volume', values: [10] });
    expect(query.aggregations).toContain('volume');
  });

  it('price holds range ids and becomes a range filter', () => {
    const { query, activeFilters } = buildCategoryQuery({
      categoryId: 11,
      routeQuery: { price: ['0-50', '150-', 'x'] },
    });
    expect(query.filters).toContainEqual({
      kind: 'range',
      field: 'price',
      ranges: [{ from: 0, to: 50 }, { from: 150 }],
    });
    expect(activeFilters.price).toEqual([
      { id: '0-50', type: 'price', from: 0, to: 50, single: false },
      { id: '150-', type: 'price', from: 150, single: false },
    ]);
  });

  it('the sort is a system filter: it keeps a single value', () => {
    const { query, sort } = buildCategoryQuery({ categoryId: 11, routeQuery: { sort: ['price:desc', 'price:asc'] } });
    expect(sort.label).toBe('Prix décroissant');
    expect(query.sort).toEqual({ field: 'price', order: 'desc' });
  });

  it('without a sort, or with an unknown one, the default sort of the config applies', () => {
    expect(buildCategoryQuery({ categoryId: 11, routeQuery: {} }).sort.label).toBe('Position');
    expect(buildCategoryQuery({ categoryId: 11, routeQuery: { sort: 'color:asc' } }).sort.label).toBe('Position');
    const config = createCatalogSearchConfig({ defaultSort: { field: 'updated_at', order: 'desc' } });
    expect(buildCategoryQuery({ categoryId: 11, routeQuery: {}, config }).sort.label).toBe('Dernier');
  });

  it('paging passes through the SPEC §5 rules', () => {
    const { query } = buildCategoryQuery({ categoryId: 11, routeQuery: {}, start: -5, size: 0 });
    expect(query.start).toBe(0);
    expect(query.size).toBe(50);
  });
});

describe('sort options and price ranges (SPEC §9)', () => {
  it('offers Dernier, Prix croissant, Prix décroissant and Position', () => {
    expect(sortOptions.map((o) => [o.label, o.value])).toEqual([
      ['Dernier', 'updated_at:desc'],
      ['Prix croissant', 'price:asc'],
      ['Prix décroissant', 'price:desc'],
      ['Position', 'position:asc'],
    ]);
  });

  it('price ranges are 0-50, 50-100, 100-150 and 150+', () => {
    expect(priceRangeOptions().map((o) => [o.id, o.from, o.to])).toEqual([
      ['0-50', 0, 50],
      ['50-100', 50, 100],
      ['100-150', 100, 150],
      ['150-', 150, undefined],
    ]);
  });

  it('the price ranges the search counts are the ones the storefront labels (same ids and bounds)', () => {
    const labelled = priceFilterRanges().map((range) => [range.id, range.from, range.to ?? undefined]);
    expect(priceRangeOptions().map((o) => [o.id, o.from, o.to])).toEqual(labelled);
  });

  it('a price range id reads as a range, or null when it is not one', () => {
    expect(parsePriceRangeId('50-100')).toEqual({ from: 50, to: 100 });
    expect(parsePriceRangeId('-50')).toEqual({ to: 50 });
    expect(parsePriceRangeId('100-50')).toBeNull();
    expect(parsePriceRangeId('-')).toBeNull();
  });
});
