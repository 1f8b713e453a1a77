import { WISHLIST_LIMIT } from '@citerne/core-api/contract';
import { createMemoryStorage } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { createWishlist, WISHLIST_STORAGE_KEY } from './createWishlist';

const product = (sku: string) => ({ sku, name: `Citerne ${sku}`, href: `/p/${sku}/citerne` });

describe('the wishlist in the browser (SPEC §2 Wishlist)', () => {
  it('each product once, up to the contract limit', () => {
    const wishlist = createWishlist({ storage: createMemoryStorage() });
    for (let n = 0; n < WISHLIST_LIMIT; n += 1) wishlist.add(product(`P${n}`));
    expect(wishlist.add(product('P0'))).toBe('present');
    expect(wishlist.add(product('extra'))).toBe('full');
    expect(wishlist.list()).toHaveLength(WISHLIST_LIMIT);
  });

  it('kept under its own key; damaged data reads as empty', () => {
    const storage = createMemoryStorage();
    createWishlist({ storage }).add(product('A'));
    expect([...storage.entries.keys()]).toEqual([WISHLIST_STORAGE_KEY]);
    expect(createWishlist({ storage: createMemoryStorage({ [WISHLIST_STORAGE_KEY]: '{"a":1}' }) }).list()).toEqual([]);
  });
});
