import { createMemoryStorage } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { createRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } from './createRecentlyViewed';

const product = (sku: string) => ({ sku, name: `Produit ${sku}`, href: `/p/${sku}/produit` });

function world(initial: Record<string, string> = {}, limit?: number) {
  const storage = createMemoryStorage(initial);
  let clock = 1_000;
  const recentlyViewed = createRecentlyViewed({ storage, now: () => clock++, ...(limit ? { limit } : {}) });
  return { storage, recentlyViewed };
}

describe('recently viewed products (SPEC §2 My Account)', () => {
  it('the newest first, each product once', () => {
    const { recentlyViewed } = world();
    recentlyViewed.record(product('A'));
    recentlyViewed.record(product('B'));
    recentlyViewed.record(product('A'));
    expect(recentlyViewed.list().map((item) => item.sku)).toEqual(['A', 'B']);
    expect(recentlyViewed.list()[0]).toEqual({ ...product('A'), viewedAt: 1_002 });
  });

  it('at most 12 by default; the oldest go', () => {
    const { recentlyViewed } = world();
    for (let n = 1; n <= 14; n += 1) recentlyViewed.record(product(`P${n}`));
    expect(recentlyViewed.list()).toHaveLength(12);
    expect(recentlyViewed.list().at(-1)?.sku).toBe('P3');
  });

  it('kept under one key and read back by the next visit', () => {
    const { storage, recentlyViewed } = world({}, 3);
    recentlyViewed.record({ ...product('A'), image: '/img/150/150/resize/a.jpg' });
    expect([...storage.entries.keys()]).toEqual([RECENTLY_VIEWED_STORAGE_KEY]);
    const next = createRecentlyViewed({ storage });
    expect(next.list()).toEqual(recentlyViewed.list());
  });

  it('damaged data reads back as an empty list, never a throw', () => {
    for (const damaged of ['{', '"text"', '[{"sku":1}]', JSON.stringify([{ ...product('A'), viewedAt: 'hier' }])]) {
      expect(world({ [RECENTLY_VIEWED_STORAGE_KEY]: damaged }).recentlyViewed.list(), damaged).toEqual([]);
    }
  });

  it('a stored link that leaves the shop is refused as damaged data', () => {
    for (const href of ['javascript:alert(1)', '//evil.example/p', 'https://evil.example/p']) {
      const stored = JSON.stringify([{ ...product('A'), href, viewedAt: 1 }]);
      expect(world({ [RECENTLY_VIEWED_STORAGE_KEY]: stored }).recentlyViewed.list(), href).toEqual([]);
    }
  });

  it('a product with such a link is not recorded', () => {
    const { recentlyViewed } = world();
    recentlyViewed.record({ ...product('A'), href: 'javascript:alert(1)' });
    expect(recentlyViewed.list()).toEqual([]);
  });

  it('a storage that throws leaves the list working in memory', () => {
    const refuse = () => {
      throw new Error('QuotaExceededError');
    };
    const recentlyViewed = createRecentlyViewed({
      storage: { getItem: refuse, setItem: refuse, removeItem: refuse },
    });
    recentlyViewed.record(product('A'));
    expect(recentlyViewed.list().map((item) => item.sku)).toEqual(['A']);
  });

  it('clear empties the list and the storage; subscribers hear each change', () => {
    const { storage, recentlyViewed } = world();
    let heard = 0;
    recentlyViewed.subscribe(() => {
      heard += 1;
    });
    recentlyViewed.record(product('A'));
    const before = recentlyViewed.list();
    expect(recentlyViewed.list()).toBe(before);
    recentlyViewed.clear();
    recentlyViewed.clear();
    expect(recentlyViewed.list()).toEqual([]);
    expect(storage.entries.size).toBe(0);
    expect(heard).toBe(2);
  });

  it('without storage (server rendering) the list is empty', () => {
    expect(createRecentlyViewed().list()).toEqual([]);
  });
});
