import { describe, expect, it } from 'vitest';
import { createCatalogSearchConfig } from '../config/createCatalogSearchConfig';
import { decodeSearchQuery } from './decodeSearchQuery';
import { encodeSearchQuery, toCatalogSearchInput } from './encodeSearchQuery';
import type { SearchQueryInput } from './SearchQuery';

const request = (body: unknown) => `request=${encodeURIComponent(JSON.stringify(body))}`;

function ok(queryString: string) {
  const parsed = decodeSearchQuery(new URLSearchParams(queryString));
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
}

function error(queryString: string) {
  const parsed = decodeSearchQuery(new URLSearchParams(queryString));
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
    expect(error(request({ text: 'ci' }))).toMatch(/at least 3 characters/);
  });

  it('blank search text is no text', () => {
    expect(ok('q=%20%20').text).toBeUndefined();
  });

  it('q is a shorthand for the request text, but not both at once', () => {
    expect(ok('q=reserve+incendie').text).toBe('reserve incendie');
    expect(error(`q=citerne&${request({ text: 'bache' })}`)).toMatch(/not both/);
  });

  it('filters travel in the request JSON: term, terms and range', () => {
    const filters = [
      { kind: 'term', field: 'category_ids', value: 13 },
      { kind: 'terms', field: 'color', values: [49, 50] },
      { kind: 'range', field: 'price', ranges: [{ from: 0, to: 50 }, { from: 150 }] },
    ];
    expect(ok(request({ filters })).filters).toEqual(filters);
  });

  it('a malformed request is refused with a readable message', () => {
    expect(error('request=%7Boops')).toBe('request: must be JSON (a search query object)');
    expect(error(request([1]))).toBe('request: must be a JSON object');
    expect(error(request({ size: 3 }))).toMatch(/request: unknown field "size"/);
    expect(error(request({ filters: [{ kind: 'like', field: 'name', value: 'x' }] }))).toMatch(
      /filter kind must be term, terms or range/,
    );
  });

  it('a range needs from or to, with from below to', () => {
    expect(error(request({ filters: [{ kind: 'range', field: 'price', ranges: [{}] }] }))).toMatch(
      /a range needs from, to or both/,
    );
    expect(error(request({ filters: [{ kind: 'range', field: 'price', ranges: [{ from: 100, to: 50 }] }] }))).toMatch(
      /a range needs from below to/,
    );
  });

  it('a terms filter holds at most the configured number of values (SPEC §9: 999)', () => {
    const values = Array.from({ length: 1000 }, (_, i) => i);
    expect(error(request({ filters: [{ kind: 'terms', field: 'color', values }] }))).toMatch(/at most 999 values/);
    const small = createCatalogSearchConfig({ maxFilterValues: 2 });
    const parsed = decodeSearchQuery(
      new URLSearchParams(request({ filters: [{ kind: 'terms', field: 'color', values: [1, 2, 3] }] })),
      small,
    );
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
    expect(error('size=abc')).toBe('size: must be a whole number (got "abc")');
    expect(error('start=1.5')).toBe('start: must be a whole number (got "1.5")');
  });

  it('an unknown parameter is refused', () => {
    expect(error('foo=1')).toBe('unknown query parameter "foo"');
  });

  it('a parameter given twice is refused', () => {
    expect(error('size=1&size=2')).toMatch(/size: given more than once/);
  });

  it('a filter on something that is not a field name is refused', () => {
    expect(error(request({ filters: [{ kind: 'term', field: 'co$lor', value: 1 }] }))).toMatch(
      /"co\$lor" is not a field name/,
    );
  });

  it('a lookup needs an identifying filter', () => {
    expect(error(request({ scope: 'lookup' }))).toMatch(/a lookup needs a filter on sku/);
    expect(ok(request({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-EP-5' }] })).scope).toBe(
      'lookup',
    );
  });

  it('includeFields, excludeFields and the store code are read, token and groupId accepted', () => {
    const query = ok(
      'includeFields=sku,name,configurable_children.sku&excludeFields=description&storeCode=fr&token=abc&groupId=2',
    );
    expect(query.include).toEqual(['sku', 'name', 'configurable_children.sku']);
    expect(query.exclude).toEqual(['description']);
    expect(query.store).toBe('fr');
  });

  it('a record of route-style values is read like a query string', () => {
    const parsed = decodeSearchQuery({ q: 'citerne', size: ['18'] });
    expect(parsed.success && parsed.query.size).toBe(18);
  });
});

describe('SearchQuery to the query string', () => {
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
    store: 'fr',
  };

  it('encoding then decoding gives the same query back', () => {
    expect(ok(encodeSearchQuery(input))).toEqual({ ...input, exclude: undefined });
  });

  it('equal queries give equal query strings whatever the filter order', () => {
    const reversed = { ...input, filters: [...(input.filters ?? [])].reverse() };
    expect(encodeSearchQuery(reversed)).toBe(encodeSearchQuery(input));
  });

  it('gives the input of the core-api catalogue client', () => {
    expect(toCatalogSearchInput({ text: 'citerne', size: 16, sort: { field: 'price', order: 'desc' } })).toEqual({
      type: 'product',
      request: { text: 'citerne' },
      size: 16,
      sort: 'price:desc',
    });
  });
});
