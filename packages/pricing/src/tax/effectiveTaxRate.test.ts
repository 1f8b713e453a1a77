import { describe, expect, it } from 'vitest';
import { effectiveTaxRate } from './effectiveTaxRate.js';

describe('effectiveTaxRate', () => {
  it('reads the rate back from a price and its tax', () => {
    expect(effectiveTaxRate(575, 115)).toBe(20);
    expect(effectiveTaxRate(10, 0.55)).toBe(5.5);
    expect(effectiveTaxRate(100, 19)).toBe(19);
  });

  it('rounds a weighted rate half-up to 2 decimals', () => {
    // A tank at 20 % (474.17 + 94.83) with a 5.5 % accessory (5 + 0.28): 95.11 ÷ 479.17 = 19.849…
    expect(effectiveTaxRate(479.17, 95.11)).toBe(19.85);
    // 1 cent of tax on 8 € is 0.125 % exactly: the half rounds up.
    expect(effectiveTaxRate(8, 0.01)).toBe(0.13);
  });

  it('a price of 0 carries 0 %', () => {
    expect(effectiveTaxRate(0, 0)).toBe(0);
  });

  it('refuses a negative amount, naming it', () => {
    expect(() => effectiveTaxRate(10, -1)).toThrow(expect.objectContaining({ code: 'negative_amount', path: 'tax' }));
  });
});
