import { describe, expect, it } from 'vitest';
import { categorySearchParams } from './categorySearchParams';

const params = (query: string) => new URLSearchParams(query);

describe('category page query in the URL (SPEC §2)', () => {
  it('choosing an option adds it; other filters hold one or more option ids', () => {
    expect(categorySearchParams(params('color=49'), { kind: 'toggle', filter: 'color', value: '50' }).toString()).toBe(
      'color=49&color=50',
    );
  });

  it('choosing a chosen option again removes it', () => {
    expect(
      categorySearchParams(params('color=49&color=50'), { kind: 'toggle', filter: 'color', value: '49' }).toString(),
    ).toBe('color=50');
  });

  it('a single-valued filter replaces its value', () => {
    expect(
      categorySearchParams(params('price=0-50'), {
        kind: 'toggle',
        filter: 'price',
        value: '150-',
        single: true,
      }).toString(),
    ).toBe('price=150-');
  });

  it('changing the filters or the sort goes back to the first page', () => {
    expect(
      categorySearchParams(params('page=3&sort=price%3Aasc'), { kind: 'toggle', filter: 'size', value: '7' }).get(
        'page',
      ),
    ).toBeNull();
    expect(
      categorySearchParams(params('page=3'), {
        kind: 'sort',
        value: 'price:desc',
        defaultValue: 'position:asc',
      }).toString(),
    ).toBe('sort=price%3Adesc');
  });

  it('the default sort is not written in the URL', () => {
    expect(
      categorySearchParams(params('sort=price%3Adesc'), {
        kind: 'sort',
        value: 'position:asc',
        defaultValue: 'position:asc',
      }).toString(),
    ).toBe('');
  });

  it('clearing the filters keeps the sort', () => {
    expect(
      categorySearchParams(params('color=49&price=0-50&sort=price%3Aasc&page=2'), { kind: 'clear' }).toString(),
    ).toBe('sort=price%3Aasc');
  });

  it('page 1 is the address without a page', () => {
    expect(categorySearchParams(params('color=49'), { kind: 'page', page: 2 }).toString()).toBe('color=49&page=2');
    expect(categorySearchParams(params('color=49&page=2'), { kind: 'page', page: 1 }).toString()).toBe('color=49');
  });
});
