import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { priceExclTax } from './priceExclTax.js';

describe('priceExclTax', () => {
  it('divides a price including 20 % VAT by 1.2', () => {
    expect(priceExclTax(120, 20)).toBe(100);
    expect(priceExclTax(1199.99, 20)).toBe(999.99);
  });

  it('divides a price including the 5.5 % reduced VAT by 1.055', () => {
    expect(priceExclTax(10.55, 5.5)).toBe(10);
    expect(priceExclTax(100, 5.5)).toBe(94.79);
  });

  it('rounds the price excluding tax half-up to the cent', () => {
    // 0.30 / 1.2 = 0.25 exactly; 0.03 / 1.2 = 0.025 → 0.03 (half-up); 0.05 / 1.2 = 0.041666… → 0.04
    expect(priceExclTax(0.3, 20)).toBe(0.25);
    expect(priceExclTax(0.03, 20)).toBe(0.03);
    expect(priceExclTax(0.05, 20)).toBe(0.04);
  });

  it('does not drift on amounts that are inexact in binary (0.1 + 0.2)', () => {
    expect(priceExclTax(0.1 + 0.2, 20)).toBe(0.25);
    expect(priceExclTax(1.005, 0)).toBe(1.01);
  });

  it('leaves a zero price and a zero rate unchanged', () => {
    expect(priceExclTax(0, 20)).toBe(0);
    expect(priceExclTax(42.42, 0)).toBe(42.42);
  });

  it('refuses a negative amount or rate with a typed error', () => {
    expect(() => priceExclTax(-1, 20)).toThrow(PricingError);
    expect(() => priceExclTax(-1, 20)).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'amountInclTax' }),
    );
    expect(() => priceExclTax(10, -20)).toThrow(expect.objectContaining({ code: 'negative_amount', path: 'rate' }));
  });

  it('refuses amounts that are not finite numbers and rates above 100 %', () => {
    expect(() => priceExclTax(Number.NaN, 20)).toThrow(expect.objectContaining({ code: 'invalid_amount' }));
    expect(() => priceExclTax('12' as unknown as number, 20)).toThrow(
      expect.objectContaining({ code: 'invalid_amount' }),
    );
    expect(() => priceExclTax(12, 120)).toThrow(expect.objectContaining({ code: 'invalid_rate' }));
    expect(() => priceExclTax(20_000_000, 20)).toThrow(expect.objectContaining({ code: 'invalid_amount' }));
  });
});
