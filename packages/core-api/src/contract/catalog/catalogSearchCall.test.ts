import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CatalogSearchQuerySchema, MAX_SEARCH_SIZE } from './catalogSearchCall';
import { CatalogSearchResultSchema } from './catalogSearchResult';

describe('catalogue search query', () => {
  it('a size of 0 or less becomes 50 and a start below 0 becomes 0 (SPEC §5)', () => {
    expect(v.parse(CatalogSearchQuerySchema, { size: '0', start: '-4' })).toMatchObject({ size: 50, start: 0 });
    expect(v.parse(CatalogSearchQuerySchema, { size: -2 })).toMatchObject({ size: 50 });
    expect(v.parse(CatalogSearchQuerySchema, { size: '16', start: '32' })).toMatchObject({ size: 16, start: 32 });
  });

  it('parses the JSON search request and the field lists', () => {
    const query = v.parse(CatalogSearchQuerySchema, {
      type: 'cms_block',
      request: '{"filters":[{"identifier":"footer"}]}',
      includeFields: 'identifier,content',
    });
    expect(query).toMatchObject({
      type: 'cms_block',
      request: { filters: [{ identifier: 'footer' }] },
      includeFields: ['identifier', 'content'],
    });
    expect(v.safeParse(CatalogSearchQuerySchema, { request: '{oops' }).success).toBe(false);
    expect(v.safeParse(CatalogSearchQuerySchema, { type: 'orders' }).success).toBe(false);
  });

  it('a total is a number or an object with value', () => {
    const base = { items: [], start: 0, perPage: 16 };
    expect(v.parse(CatalogSearchResultSchema, { ...base, total: 3 }).total).toBe(3);
    expect(v.parse(CatalogSearchResultSchema, { ...base, total: { value: 3, relation: 'eq' } }).total).toEqual({
      value: 3,
      relation: 'eq',
    });
  });

  it('caps the size at MAX_SEARCH_SIZE, the SPEC §9 category fetch, for every entity type', () => {
    expect(v.parse(CatalogSearchQuerySchema, { type: 'category', size: String(MAX_SEARCH_SIZE) }).size).toBe(4000);
    const refused = v.safeParse(CatalogSearchQuerySchema, { size: String(MAX_SEARCH_SIZE + 1) });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('must be at most 4000');
  });

  it('refuses a bad query with the words the server answers', () => {
    const message = (input: Record<string, string>) =>
      v.safeParse(CatalogSearchQuerySchema, input).issues?.[0]?.message;
    expect(message({ size: 'abc' })).toBe('must be a whole number (got "abc")');
    expect(message({ start: '1.5' })).toBe('must be a whole number (got "1.5")');
    expect(message({ type: 'books' })).toBe('No entity type registered: "books"');
    expect(message({ request: '{oops' })).toBe('must be JSON (a search query object)');
  });

  it('takes q as a shorthand for the search text', () => {
    expect(v.parse(CatalogSearchQuerySchema, { q: ' reserve incendie ' }).q).toBe('reserve incendie');
  });
});
