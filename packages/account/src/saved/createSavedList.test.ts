import { createMemoryStorage } from '@repo/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSavedList } from './createSavedList';

const product = (sku: string) => ({ sku, name: `Produit ${sku}`, href: `/p/${sku}/produit` });

describe('a saved product list (compare list, wishlist)', () => {
  it('adds at the end, each sku once; a full list refuses and changes nothing', () => {
    const list = createSavedList({ key: 'k', limit: 2, storage: createMemoryStorage() });
    expect(list.add(product('A'))).toBe('added');
    expect(list.add(product('A'))).toBe('present');
    expect(list.add(product('B'))).toBe('added');
    const before = list.list();
    expect(list.add(product('C'))).toBe('full');
    expect(list.list()).toBe(before);
    expect(list.list().map((item) => item.sku)).toEqual(['A', 'B']);
    expect(list.has('B')).toBe(true);
    expect(list.has('C')).toBe(false);
  });

  it('a product whose link leaves the shop is refused', () => {
    const list = createSavedList({ key: 'k', limit: 4 });
    expect(list.add({ ...product('A'), href: 'javascript:alert(1)' })).toBe('invalid');
    expect(list.add({ ...product('A'), image: 'http://evil.example/a.png' })).toBe('invalid');
    expect(list.list()).toEqual([]);
  });

  it('kept under its key and read back by the next visit', () => {
    const storage = createMemoryStorage();
    const list = createSavedList({ key: 'compare', limit: 4, storage });
    list.add({ ...product('A'), image: '/img/a.jpg' });
    expect([...storage.entries.keys()]).toEqual(['compare']);
    expect(createSavedList({ key: 'compare', limit: 4, storage }).list()).toEqual(list.list());
  });

  it('damaged storage reads back as an empty list, never a throw', () => {
    for (const damaged of ['{', '"text"', '[{"sku":1}]', '[{"sku":"A","name":"x","href":"//evil.example"}]', 'null']) {
      const list = createSavedList({ key: 'k', limit: 4, storage: createMemoryStorage({ k: damaged }) });
      expect(list.list(), damaged).toEqual([]);
    }
  });

  it('stored doubles and products beyond the limit are dropped when read back', () => {
    const stored = JSON.stringify([product('A'), product('A'), product('B'), product('C')]);
    const list = createSavedList({ key: 'k', limit: 2, storage: createMemoryStorage({ k: stored }) });
    expect(list.list().map((item) => item.sku)).toEqual(['A', 'B']);
  });

  it('remove, replace and clear; subscribers hear each change, the storage key goes with the last product', () => {
    const storage = createMemoryStorage();
    const list = createSavedList({ key: 'k', limit: 3, storage });
    let heard = 0;
    const stop = list.subscribe(() => {
      heard += 1;
    });
    list.add(product('A'));
    list.remove('Z');
    list.remove('A');
    list.replace([product('B'), product('B'), product('C'), product('D'), product('E')]);
    expect(list.list().map((item) => item.sku)).toEqual(['B', 'C', 'D']);
    list.clear();
    list.clear();
    expect(storage.entries.size).toBe(0);
    expect(heard).toBe(4);
    stop();
    list.add(product('A'));
    expect(heard).toBe(4);
  });

  it('a storage that throws leaves the list working in memory', () => {
    const refuse = () => {
      throw new Error('QuotaExceededError');
    };
    const list = createSavedList({
      key: 'k',
      limit: 4,
      storage: { getItem: refuse, setItem: refuse, removeItem: refuse },
    });
    list.add(product('A'));
    expect(list.list().map((item) => item.sku)).toEqual(['A']);
  });

  it('whatever is added and removed, the list never passes its limit nor holds a sku twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'))),
        (limit, steps) => {
          const list = createSavedList({ key: 'k', limit, storage: createMemoryStorage() });
          for (const [adding, sku] of steps) {
            if (adding) list.add(product(sku));
            else list.remove(sku);
          }
          const skus = list.list().map((item) => item.sku);
          expect(skus.length).toBeLessThanOrEqual(limit);
          expect(new Set(skus).size).toBe(skus.length);
        },
      ),
    );
  });
});
