import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { fromCents } from './fromCents.js';
import { toCents } from './toCents.js';

describe('toCents', () => {
  it('turns euros into integer cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1249.17)).toBe(124_917);
    expect(toCents(0)).toBe(0);
  });

  it('rounds half-up on the decimal the amount was written with, where Math.round(x * 100) rounds down', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(8.345)).toBe(835);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds a negative amount half away from zero', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-2.5)).toBe(-250);
  });

  it('refuses what is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '12' as unknown as number]) {
      expect(() => toCents(bad)).toThrow(PricingError);
    }
    expect(() => toCents(Number.NaN)).toThrow(expect.objectContaining({ code: 'invalid_amount', path: 'euros' }));
  });
});

describe('fromCents', () => {
  it('turns integer cents back into euros', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(-250)).toBe(-2.5);
    expect(fromCents(toCents(569) * 3)).toBe(1707);
  });

  it('refuses a fraction of a cent: the amount was not rounded', () => {
    expect(() => fromCents(12.5)).toThrow(expect.objectContaining({ code: 'invalid_amount', path: 'cents' }));
    expect(() => fromCents(Number.NaN)).toThrow(PricingError);
  });
});
