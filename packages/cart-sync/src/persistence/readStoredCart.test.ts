import { createMemoryStorage } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { emptyCartState } from '../cart/CartState';
import { line } from '../testing/lines';
import { CART_STORAGE_KEYS } from './cartStorageKeys';
import { readStoredCart } from './readStoredCart';
import { writeStoredCart } from './writeStoredCart';

describe('the stored cart (SPEC §4: current-cart, current-cart-token, current-cart-hash)', () => {
  it('is written under the three keys and read back as it was', () => {
    const storage = createMemoryStorage();
    const state = {
      ...emptyCartState(),
      items: [line('A', 2, { server_item_id: 4, server_cart_id: 'c1' })],
      removed: [{ cartId: 'c1', itemId: 9, sku: 'B' }],
      serverToken: 'c1',
      hash: '0123456789abcdef',
      coupon: { code: 'BIENVENUE10' },
      couponToCarry: 'BIENVENUE10',
    };
    writeStoredCart(storage, state);
    expect([...storage.entries.keys()].sort()).toEqual(['current-cart', 'current-cart-hash', 'current-cart-token']);
    expect(readStoredCart(storage)).toEqual({
      items: state.items,
      removed: state.removed,
      coupon: { code: 'BIENVENUE10' },
      couponToCarry: 'BIENVENUE10',
      token: 'c1',
      hash: '0123456789abcdef',
    });
  });

  it('an empty storage reads as an empty cart', () => {
    expect(readStoredCart(createMemoryStorage())).toEqual({
      items: [],
      removed: [],
      coupon: null,
      couponToCarry: null,
      token: null,
      hash: null,
    });
  });

  it('a corrupt line is dropped, the others kept, and the problem reported', () => {
    const problems: string[] = [];
    const storage = createMemoryStorage({
      [CART_STORAGE_KEYS.cart]: JSON.stringify({ items: [line('A', 1), { sku: 'B', qty: -3 }, 'junk'] }),
    });
    const stored = readStoredCart(storage, { onProblem: (problem) => problems.push(problem.key) });
    expect(stored.items.map((item) => item.sku)).toEqual(['A']);
    expect(problems).toEqual(['current-cart[1]', 'current-cart[2]']);
  });

  it('an entry that is not JSON is ignored', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEYS.cart]: '{oops', [CART_STORAGE_KEYS.token]: '42' });
    expect(readStoredCart(storage)).toMatchObject({ items: [], token: '42' });
  });

  it('a coupon still to carry that is not a code is reported and ignored', () => {
    const problems: string[] = [];
    const storage = createMemoryStorage({
      [CART_STORAGE_KEYS.cart]: JSON.stringify({ items: [], couponToCarry: 42 }),
    });
    expect(readStoredCart(storage, { onProblem: (problem) => problems.push(problem.key) })).toMatchObject({
      couponToCarry: null,
    });
    expect(problems).toEqual(['current-cart']);
  });

  it('a forged token or hash is ignored', () => {
    const storage = createMemoryStorage({
      [CART_STORAGE_KEYS.token]: JSON.stringify(''),
      [CART_STORAGE_KEYS.hash]: JSON.stringify('<script>'),
    });
    expect(readStoredCart(storage)).toMatchObject({ token: null, hash: null });
  });

  it('two stored lines with the same identity become one, and checksums are recomputed', () => {
    const storage = createMemoryStorage({
      [CART_STORAGE_KEYS.cart]: JSON.stringify([
        { sku: 'A', qty: 1, checksum: 'forged' },
        { sku: 'A', qty: 3, checksum: 'other' },
      ]),
    });
    expect(readStoredCart(storage).items).toEqual([{ sku: 'A', qty: 3, checksum: line('A', 1).checksum }]);
  });

  it('a failing write is reported and does not throw', () => {
    const problems: string[] = [];
    const storage = {
      ...createMemoryStorage(),
      setItem() {
        throw new Error('QuotaExceededError');
      },
    };
    writeStoredCart(
      storage,
      { ...emptyCartState(), serverToken: 'c1' },
      { onProblem: (problem) => problems.push(problem.kind) },
    );
    expect(problems).toEqual(['write-failed', 'write-failed']);
  });
});
