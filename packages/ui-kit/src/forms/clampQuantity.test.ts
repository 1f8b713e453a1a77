import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clampQuantity';

describe('clampQuantity', () => {
  it('keeps a quantity inside the allowed range', () => {
    expect(clampQuantity(3, 1, 10)).toBe(3);
  });

  it('never goes below the minimum quantity', () => {
    expect(clampQuantity(0, 1, 10)).toBe(1);
    expect(clampQuantity(-4, 1, 10)).toBe(1);
  });

  it('never exceeds the quantity available', () => {
    expect(clampQuantity(12, 1, 10)).toBe(10);
  });

  it('treats an unreadable entry as the minimum and drops decimals', () => {
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
    expect(clampQuantity(4.7, 1, 10)).toBe(4);
  });
});
