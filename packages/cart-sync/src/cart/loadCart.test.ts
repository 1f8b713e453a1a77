import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { emptyCartState } from './CartState';
import { loadCart } from './loadCart';

describe('loading the cart (SPEC §4)', () => {
  it('takes the stored lines, removals, token, hash, coupon and coupon still to carry; totals wait for the next sync', () => {
    const stored = {
      items: [line('A', 2)],
      removed: [{ cartId: 'c1', itemId: 3, sku: 'B' }],
      coupon: { code: 'BIENVENUE10' },
      couponToCarry: 'ETE15',
      token: 'c1',
      hash: '0123456789abcdef',
    };
    const next = loadCart({ ...emptyCartState(), platformTotals: { items: [], total_segments: [] } }, stored);
    expect(next).toMatchObject({
      items: stored.items,
      removed: stored.removed,
      serverToken: 'c1',
      hash: stored.hash,
      coupon: stored.coupon,
      couponToCarry: 'ETE15',
    });
    expect(next.platformTotals).toBeNull();
  });
});
