import { describe, expect, it } from 'vitest';
import { createCatalogSearchConfig } from '../config/createCatalogSearchConfig';
import { decodeSearchQuery } from './decodeSearchQuery';
import { encodeSearchQuery } from './encodeSearchQuery';
import type { SearchQueryInput } from './SearchQuery';

function decode(queryString: string) {
  return decodeSearchQuery(new URLSearchParams(queryString));
}

function ok(queryString: string) {
  const parsed = decode(queryString);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
}

function error(queryString: string) {
  const parsed = decode(queryString);
  if (parsed.success) throw new Error(`expected a refusal for ${queryString}`);
  return parsed.message;
}

describe('SearchQuery from the query string', () => {
  it('an empty query string is a product search of the default page size', () => {
    expect(ok('')).toEqual({ type: 'product', filters: [], start: 0, size: 50, aggregations: [], scope: 'search' });
  });

  it('a size of 0 or less becomes 50 (SPEC §5)', () => {
    expect(ok('size=0').size).toBe(50);
    expect(ok('size=-7').size).toBe(50);
  });

  it('a start below 0 becomes 0 (SPEC §5)', () => {
    expect(ok('start=-3').start).toBe(0);
  });

  it('a size above the type maximum is capped', () => {
    expect(ok('size=100000').size).toBe(500);
    expect(ok('type=category&size=100000').size).toBe(4000);
  });

  it('each entity type has its own default page size (SPEC §9)', () => {
    expect(ok('type=attribute').size).toBe(150);
    expect(ok('type=cms_block').size).toBe(150);
    expect(ok('type=category').size).toBe(4000);
  });

  it('an unknown entity type is refused with "No entity type registered"', () => {
    expect(error('type=books')).toBe('type: No entity type registered: "books"');
  });

  it('search text shorter than 3 characters is refused (SPEC §5)', () => {
    expect(error('q=ci')).toMatch(/text: search text must have at least 3 characters/);
  });

  it('blank search text is no text', () => {
    expect(ok('q=%20%20').text).toBeUndefined();
  });

  it('a single filter value is a term and a comma list is any-of, numbers typed', () => {
    expect(ok('filter.color=49').filters).toEqual([{ kind: 'term', field: 'color', value: 49 }]);
    expect(ok('filter.color=49,50').filters).toEqual([{ kind: 'terms', field: 'color', values: [49, 50] }]);
    expect(ok('filter.sku=CS-EP-5').filters).toEqual([{ kind: 'term', field: 'sku', value: 'CS-EP-5' }]);
    expect(ok('filter.stock.is_in_stock=true').filters).toEqual([
      { kind: 'term', field: 'stock.is_in_stock', value: true },
    ]);
  });

  it('ranges are written from..to with either side open', () => {
    expect(ok('range.price=0..50,150..').filters).toEqual([
      { kind: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] },
    ]);
    expect(ok('range.price=..50').filters).toEqual([{ kind: 'range', field: 'price', ranges: [{ to: 50 }] }]);
  });

  it('a malformed range is refused', () => {
    expect(error('range.price=cheap')).toBe('range.price: "cheap" is not a range such as 0..50, 150.. or ..50');
    expect(error('range.price=..')).toMatch(/a range needs from, to or both/);
    expect(error('range.price=100..50')).toMatch(/a range needs from below to/);
  });

  it('a terms filter holds at most the configured number of values (SPEC §9: 999)', () => {
    const values = Array.from({ length: 1000 }, (_, i) => i).join(',');
    expect(error(`filter.color=${values}`)).toMatch(/at most 999 values/);
    const small = createCatalogSearchConfig({ maxFilterValues: 2 });
    const parsed = decodeSearchQuery(new URLSearchParams('filter.color=1,2,3'), small);
    expect(parsed.success).toBe(false);
  });

  it('sort is field:order, order defaulting to ascending', () => {
    expect(ok('sort=price:desc').sort).toEqual({ field: 'price', order: 'desc' });
    expect(ok('sort=position').sort).toEqual({ field: 'position', order: 'asc' });
  });

  it('a sort on a field the type cannot sort by is refused, naming the allowed ones', () => {
    expect(error('sort=color:asc')).toMatch(/cannot sort product by "color"; sort on position, price/);
    expect(error('sort=price:up')).toMatch(/order must be asc or desc/);
  });

  it('a non-numeric size or start is refused naming the parameter', () => {
    expect(error('size=abc')).toBe('size: must be an integer (got "abc")');
    expect(error('start=1.5')).toBe('start: must be an integer (got "1.5")');
  });

  it('an unknown parameter is refused', () => {
    expect(error('foo=1')).toBe('unknown query parameter "foo"');
  });

  it('a parameter given twice is refused', () => {
    expect(error('q=citerne&q=bache')).toMatch(/q: given more than once/);
  });

  it('a filter on something that is not a field name is refused', () => {
    expect(error('filter.co$lor=1')).toMatch(/"co\$lor" is not a field name/);
  });

  it('a lookup needs an identifying filter', () => {
    expect(error('scope=lookup')).toMatch(/a lookup needs a filter on sku/);
    expect(ok('scope=lookup&filter.sku=CS-EP-5').scope).toBe('lookup');
  });

  it('include, exclude and aggregations are comma lists of field paths', () => {
    const query = ok('include=sku,name,configurable_children.sku&exclude=description&aggs=color,price');
    expect(query.include).toEqual(['sku', 'name', 'configurable_children.sku']);
    expect(query.exclude).toEqual(['description']);
    expect(query.aggregations).toEqual(['color', 'price']);
  });

  it('a record of route-style values is read like a query string', () => {
    const parsed = decodeSearchQuery({ q: 'citerne', 'filter.color': ['49'] });
    expect(parsed.success && parsed.query.filters).toEqual([{ kind: 'term', field: 'color', value: 49 }]);
  });
});

describe('SearchQuery to the query string', () => {
  it('encoding then decoding gives the same query back', () => {
    const input: SearchQueryInput = {
      type: 'product',
      text: 'réserve incendie',
      scope: 'catalog',
      filters: [
        { kind: 'term', field: 'category_ids', value: 13 },
        { kind: 'terms', field: 'color', values: [49, 50] },
        { kind: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] },
      ],
      sort: { field: 'price', order: 'asc' },
      start: 18,
      size: 18,
      aggregations: ['color', 'price'],
      include: ['sku', 'name'],
    };
    const decoded = ok(encodeSearchQuery(input));
    expect(decoded).toEqual({ ...input, exclude: undefined, store: undefined });
  });

  it('equal queries give equal query strings whatever the filter order', () => {
    const a = encodeSearchQuery({
      filters: [
        { kind: 'term', field: 'color', value: 49 },
        { kind: 'term', field: 'category_ids', value: 11 },
      ],
    });
    const b = encodeSearchQuery({
      filters: [
        { kind: 'term', field: 'category_ids', value: 11 },
        { kind: 'term', field: 'color', value: 49 },
      ],
    });
    expect(a).toBe(b);
    expect(a).toBe('filter.category_ids=11&filter.color=49');
  });

  it('a filter value holding a comma cannot be encoded', () => {
    expect(() => encodeSearchQuery({ filters: [{ kind: 'term', field: 'sku', value: 'A,B' }] })).toThrow(/comma/);
  });
});
