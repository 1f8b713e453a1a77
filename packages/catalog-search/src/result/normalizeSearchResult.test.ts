import { describe, expect, it } from 'vitest';
import { normalizeSearchResult } from './normalizeSearchResult';

describe('search result normalisation (SPEC §3 "Search stats")', () => {
  it('a total given as a number stays a number', () => {
    expect(normalizeSearchResult({ items: [{ sku: 'A' }], total: 7, start: 0, perPage: 50 }).total).toBe(7);
  });

  it('a total given as { value } becomes a number', () => {
    expect(normalizeSearchResult({ items: [], total: { value: 12, relation: 'eq' } }).total).toBe(12);
  });

  it('missing parts get their empty value and an empty page is flagged noresults', () => {
    const result = normalizeSearchResult({ items: [], total: 0 });
    expect(result).toEqual({
      items: [],
      total: 0,
      start: 0,
      perPage: 0,
      aggregations: {},
      suggestions: {},
      attributeMetadata: [],
      noresults: true,
    });
  });

  it('a malformed answer is refused naming the part', () => {
    expect(() => normalizeSearchResult({ items: [], total: 'many' })).toThrow(/total must be a number or \{ value \}/);
    expect(() => normalizeSearchResult({ total: 1 })).toThrow(/Malformed search result: items/);
  });
});
