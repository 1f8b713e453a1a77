import { describe, expect, it } from 'vitest';
import { getCustomOptionsPrice } from './getCustomOptionsPrice.js';
import type { SelectedCustomOption } from './SelectedCustomOption.js';

describe('getCustomOptionsPrice', () => {
  it('adds a fixed option price as is', () => {
    expect(getCustomOptionsPrice(1000, [{ option_type_id: 3, price: 49.9, price_type: 'fixed' }])).toBe(1049.9);
  });

  it('adds a percent option as that share of the current product price', () => {
    expect(getCustomOptionsPrice(1000, [{ option_type_id: 3, price: 10, price_type: 'percent' }])).toBe(1100);
    expect(getCustomOptionsPrice(19.99, [{ option_type_id: 3, price: 5.5, price_type: 'percent' }])).toBe(21.09);
  });

  it('takes every percent option on the current price, not on the price with other options', () => {
    const options: SelectedCustomOption[] = [
      { option_type_id: 1, price: 100, price_type: 'fixed' },
      { option_type_id: 2, price: 10, price_type: 'percent' },
    ];
    expect(getCustomOptionsPrice(1000, options)).toBe(1200);
  });

  it('rounds a percent option half-up to the cent', () => {
    // 12.5 % of 0.20 = 0.025 → 0.03
    expect(getCustomOptionsPrice(0.2, [{ option_type_id: 1, price: 12.5, price_type: 'percent' }])).toBe(0.23);
  });

  it('prices only options with a positive option_type_id', () => {
    const options: SelectedCustomOption[] = [
      { option_type_id: 0, price: 100, price_type: 'fixed' },
      { option_type_id: -1, price: 100, price_type: 'fixed' },
      { option_type_id: null, price: 100, price_type: 'percent' },
      { price: 100 },
    ];
    expect(getCustomOptionsPrice(50, options)).toBe(50);
  });

  it('treats a missing price type as fixed and a missing price as zero', () => {
    expect(getCustomOptionsPrice(10, [{ option_type_id: 1, price: 2.5 }, { option_type_id: 2 }])).toBe(12.5);
  });

  it('adds inexact binary amounts without drift', () => {
    expect(getCustomOptionsPrice(0.1, [{ option_type_id: 1, price: 0.2 }])).toBe(0.3);
  });

  it('adds a negative fixed option price as is (a discount option)', () => {
    expect(getCustomOptionsPrice(1000, [{ option_type_id: 3, price: -49.9, price_type: 'fixed' }])).toBe(950.1);
    expect(getCustomOptionsPrice(10, [{ option_type_id: 1, price: -2 }])).toBe(8);
  });

  it('takes a negative percent option off as that share of the current product price', () => {
    expect(getCustomOptionsPrice(1000, [{ option_type_id: 3, price: -10, price_type: 'percent' }])).toBe(900);
    // −12.5 % of 0.20 = −0.025 → −0.03 (half away from zero, as a positive share rounds up)
    expect(getCustomOptionsPrice(0.2, [{ option_type_id: 1, price: -12.5, price_type: 'percent' }])).toBe(0.17);
  });

  it('never makes the price negative: the total with options is clamped at 0', () => {
    expect(getCustomOptionsPrice(10, [{ option_type_id: 1, price: -25 }])).toBe(0);
    expect(getCustomOptionsPrice(10, [{ option_type_id: 1, price: -150, price_type: 'percent' }])).toBe(0);
    const options: SelectedCustomOption[] = [
      { option_type_id: 1, price: -25 },
      { option_type_id: 2, price: 20 },
    ];
    expect(getCustomOptionsPrice(10, options)).toBe(5);
  });

  it('refuses a negative base price and unknown price types', () => {
    expect(() => getCustomOptionsPrice(-1, [])).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'basePrice' }),
    );
    expect(() => getCustomOptionsPrice(10, [{ option_type_id: 1, price: Number.NaN }])).toThrow(
      expect.objectContaining({ code: 'invalid_amount', path: 'selectedOptions[0].price' }),
    );
    const unknown = [{ option_type_id: 1, price: 2, price_type: 'per_letter' }] as unknown as SelectedCustomOption[];
    expect(() => getCustomOptionsPrice(10, unknown)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
