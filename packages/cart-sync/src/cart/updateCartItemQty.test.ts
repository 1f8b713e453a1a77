import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { emptyCartState } from './CartState';
import { updateCartItemQty } from './updateCartItemQty';

describe('updating a cart line (SPEC §4)', () => {
  const state = { ...emptyCartState(), items: [line('A', 1), line('B', 1)] };

  it('sets the quantity of that line only', () => {
    const next = updateCartItemQty(state, line('A', 1).checksum, 4);
    expect(next.items.map((item) => item.qty)).toEqual([4, 1]);
  });

  it('ignores a quantity that is not a positive whole number', () => {
    expect(updateCartItemQty(state, line('A', 1).checksum, 0)).toBe(state);
    expect(updateCartItemQty(state, line('A', 1).checksum, 1.5)).toBe(state);
  });

  it('ignores an unknown line', () => {
    expect(updateCartItemQty(state, 'nope', 2)).toBe(state);
  });
});
