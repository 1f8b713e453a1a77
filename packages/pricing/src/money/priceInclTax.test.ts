import { describe, expect, it } from 'vitest';
import { calculateProductTax } from '../product/calculateProductTax.js';
import { frenchTaxRules } from '../tax/frenchTaxRules.fixture.js';
import { priceExclTax } from './priceExclTax.js';
import { priceInclTax } from './priceInclTax.js';

describe('priceInclTax', () => {
  it('adds 20 % VAT, the tax rounded half-up to the cent', () => {
    expect(priceInclTax(724.17, 20)).toBe(869);
    expect(priceInclTax(575, 20)).toBe(690);
    // 0.03 × 0.2 = 0.006 → 0.01 of tax
    expect(priceInclTax(0.03, 20)).toBe(0.04);
  });

  it('adds the 5.5 % reduced VAT exactly', () => {
    expect(priceInclTax(10, 5.5)).toBe(10.55);
    expect(priceInclTax(94.79, 5.5)).toBe(100);
  });

  it('reads the amount half-up on its decimal value, where a float Math.round gave a cent less', () => {
    // The storefront's former inclTax: Math.round(1.005 × 100) = 100 cents, + 20 cents of tax = 1.20 €.
    expect(priceInclTax(1.005, 20)).toBe(1.21);
  });

  it('agrees with calculateProductTax on the same amount', () => {
    for (const price of [0.01, 19.99, 201.25, 1249.17]) {
      const priced = calculateProductTax({ sku: 'X', price, tax_class_id: 2 }, frenchTaxRules, { now: 0 });
      expect(priceInclTax(price, 20)).toBe(priced.price_incl_tax);
    }
  });

  it('undoes priceExclTax on prices that were computed from an amount excl. tax', () => {
    expect(priceExclTax(priceInclTax(637.27, 20), 20)).toBe(637.27);
  });

  it('refuses a negative amount and a rate outside 0–100 %, naming the field', () => {
    expect(() => priceInclTax(-1, 20)).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'amountExclTax' }),
    );
    expect(() => priceInclTax(10, 101)).toThrow(expect.objectContaining({ code: 'invalid_rate', path: 'rate' }));
  });
});
