import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeWishlists } from './mergeWishlists';

const product = (sku: string, from = 'x') => ({ sku, name: `${from} ${sku}`, href: `/p/${sku}/p` });

describe('merging the guest wishlist at login', () => {
  it('the server list first, then the guest products it lacks; the server copy of a shared product wins', () => {
    const merged = mergeWishlists(
      [product('A', 'server'), product('B', 'server')],
      [product('B', 'guest'), product('C', 'guest')],
    );
    expect(merged.map((item) => item.name)).toEqual(['server A', 'server B', 'guest C']);
  });

  it('every product of either list is kept, each exactly once', () => {
    const lists = fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F').map((sku) => product(sku)));
    fc.assert(
      fc.property(lists, lists, (serverWithDoubles, guest) => {
        const merged = mergeWishlists(serverWithDoubles, guest);
        const skus = merged.map((item) => item.sku);
        expect(new Set(skus).size).toBe(skus.length);
        expect(new Set(skus)).toEqual(new Set([...serverWithDoubles, ...guest].map((item) => item.sku)));
      }),
    );
  });
});
