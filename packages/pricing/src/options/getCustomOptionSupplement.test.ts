import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { getCustomOptionSupplement } from './getCustomOptionSupplement.js';

describe('the supplement of one custom option value (SPEC §4 "Pricing")', () => {
  it('a fixed price is added as is', () => {
    expect(getCustomOptionSupplement(575, { price: 49.9, price_type: 'fixed' })).toBe(49.9);
    expect(getCustomOptionSupplement(575, { price: 12 })).toBe(12);
  });

  it('a percent price is that share of the current price', () => {
    expect(getCustomOptionSupplement(575, { price: 42, price_type: 'percent' })).toBe(241.5);
  });

  it('half a cent rounds up, where the float product rounds down', () => {
    // 50 % of 0.29 € is 14.5 cents: the float product rounds it to 14, half-up on exact cents gives 15.
    expect(Math.round(((0.29 * 50) / 100) * 100)).toBe(14);
    expect(getCustomOptionSupplement(0.29, { price: 50, price_type: 'percent' })).toBe(0.15);
    expect(getCustomOptionSupplement(0.05, { price: 50, price_type: 'percent' })).toBe(0.03);
  });

  it('a discount option takes its share off', () => {
    expect(getCustomOptionSupplement(200, { price: -10, price_type: 'percent' })).toBe(-20);
  });

  it('refuses a negative price or an unknown price type, naming the field', () => {
    expect(() => getCustomOptionSupplement(-1, { price: 5 })).toThrow(PricingError);
    expect(() => getCustomOptionSupplement(10, { price: 5, price_type: 'share' as never })).toThrow(
      'option.price_type',
    );
  });
});
