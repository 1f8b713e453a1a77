import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { toCents } from '../money/toCents.js';
import { measuredPrice } from './measuredPrice.js';

describe('measured price of a made-to-measure product (issue 17)', () => {
  it('adds the price per unit × the quantity to the product price', () => {
    expect(measuredPrice(575, { pricePerUnit: 28, quantity: 60 })).toBe(2255);
  });

  it('rounds the measured part half-up to the cent, once', () => {
    expect(measuredPrice(124.17, { pricePerUnit: 10.99, quantity: 0.5 })).toBe(129.67);
    expect(measuredPrice(0, { pricePerUnit: 0.01, quantity: 0.5 })).toBe(0.01);
    expect(measuredPrice(0, { pricePerUnit: 0.01, quantity: 0.49 })).toBe(0);
  });

  it('a quantity from centimetres is read exactly despite its binary error', () => {
    // 2.3 m × 1.7 m is 3.9099999999999997 in binary: 3.91 m² × 10 € is 39.10 €.
    expect(measuredPrice(0, { pricePerUnit: 10, quantity: 2.3 * 1.7 })).toBe(39.1);
  });

  it('without a measure the product price stays as is', () => {
    expect(measuredPrice(575, null)).toBe(575);
  });

  it('a negative or non-finite quantity is refused', () => {
    expect(() => measuredPrice(575, { pricePerUnit: 28, quantity: -1 })).toThrow(PricingError);
    expect(() => measuredPrice(575, { pricePerUnit: 28, quantity: Number.NaN })).toThrow(PricingError);
    expect(() => measuredPrice(575, { pricePerUnit: -1, quantity: 1 })).toThrow(PricingError);
  });

  it('never decreases when the quantity grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (baseCents, perUnitCents, a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const price = (millionths: number) =>
            toCents(measuredPrice(baseCents / 100, { pricePerUnit: perUnitCents / 100, quantity: millionths / 1e6 }));
          expect(price(small)).toBeLessThanOrEqual(price(large));
          expect(price(small)).toBeGreaterThanOrEqual(baseCents);
        },
      ),
    );
  });
});
