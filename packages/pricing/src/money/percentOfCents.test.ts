import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { percentOfCents } from './percentOfCents.js';

describe('percentOfCents', () => {
  it('takes a percentage of cents, rounded half-up to the cent', () => {
    expect(percentOfCents(28_900, 10)).toBe(2_890);
    expect(percentOfCents(1_005, 10)).toBe(101);
    expect(percentOfCents(1_004, 10)).toBe(100);
    expect(percentOfCents(999, 12.5)).toBe(125);
    expect(percentOfCents(0, 10)).toBe(0);
    expect(percentOfCents(1_234, 100)).toBe(1_234);
  });

  it('agrees with exact rational rounding where floating point would not', () => {
    for (let cents = 0; cents < 5_000; cents += 7) {
      for (const percent of [3, 5.5, 10, 12.5, 19.6, 20, 33.3333]) {
        const ppm = BigInt(Math.round(percent * 10_000));
        const exact = (BigInt(cents) * ppm * 2n + 1_000_000n) / 2_000_000n;
        expect(percentOfCents(cents, percent)).toBe(Number(exact));
      }
    }
  });

  it('refuses negative or fractional cents and a percent outside 0–100', () => {
    for (const [cents, percent] of [
      [-1, 10],
      [10.5, 10],
      [100, -1],
      [100, 101],
      [100, Number.NaN],
    ] as const) {
      expect(() => percentOfCents(cents, percent)).toThrow(PricingError);
    }
  });
});
