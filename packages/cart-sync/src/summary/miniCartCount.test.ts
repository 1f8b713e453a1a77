import { describe, expect, it } from 'vitest';
import { miniCartCount } from './miniCartCount';

describe('mini-cart count (SPEC §4, minicartCountType)', () => {
  const items = [{ qty: 2 }, { qty: 3 }, { qty: 1 }];

  it('counts lines', () => {
    expect(miniCartCount(items, 'lines')).toBe(3);
  });

  it('counts quantities', () => {
    expect(miniCartCount(items, 'quantities')).toBe(6);
  });

  it('is 0 for an empty cart', () => {
    expect(miniCartCount([], 'quantities')).toBe(0);
  });
});
