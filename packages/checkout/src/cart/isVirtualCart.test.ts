import { describe, expect, it } from 'vitest';
import { isVirtualCart } from './isVirtualCart';

describe('a virtual cart (SPEC §4 "Cart")', () => {
  it('is one where every item is virtual or downloadable', () => {
    expect(isVirtualCart([{ type_id: 'virtual' }, { product_type: 'downloadable' }])).toBe(true);
  });

  it('is not one with a shipped item, nor an empty cart', () => {
    expect(isVirtualCart([{ type_id: 'virtual' }, { type_id: 'simple' }])).toBe(false);
    expect(isVirtualCart([{}])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });

  it('reads type_id first, then product_type', () => {
    expect(isVirtualCart([{ type_id: 'simple', product_type: 'virtual' }])).toBe(false);
  });
});
