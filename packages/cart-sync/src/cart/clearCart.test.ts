import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { emptyCartState } from './CartState';
import { clearCart } from './clearCart';

const state = {
  ...emptyCartState(),
  serverToken: 'c1',
  coupon: { code: 'BIENVENUE10' },
  bypassCount: 1,
  items: [line('A', 1, { server_item_id: 5, server_cart_id: 'c1' }), line('B', 2)],
  platformTotals: { items: [], total_segments: [] },
};

describe('clearing the cart (SPEC §4)', () => {
  it('empties the items and the totals, keeping the server cart', () => {
    const next = clearCart(state);
    expect(next.items).toEqual([]);
    expect(next.platformTotals).toBeNull();
    expect(next.serverToken).toBe('c1');
  });

  it('without disconnect remembers the server lines as removed, so they never come back', () => {
    expect(clearCart(state).removed).toEqual([{ cartId: 'c1', itemId: 5, sku: 'A' }]);
  });

  it('with disconnect drops the token, coupon, pending removals and bypass counter', () => {
    const next = clearCart(state, { disconnect: true });
    expect(next).toMatchObject({ items: [], removed: [], serverToken: null, coupon: null, bypassCount: 0 });
  });
});
