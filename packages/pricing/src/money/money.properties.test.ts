import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBundlePrice } from '../bundle/getBundlePrice.js';
import { getCustomOptionsPrice } from '../options/getCustomOptionsPrice.js';
import { configurePropertyRuns } from '../propertyRuns.fixture.js';
import { formatPrice } from './formatPrice.js';
import { fromCents } from './fromCents.js';
import { priceExclTax } from './priceExclTax.js';
import { priceInclTax } from './priceInclTax.js';
import { toCents } from './toCents.js';

const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const euros = cents.map((value) => value / 100);
const rate = fc.integer({ min: 0, max: 1_000_000 }).map((ppm) => ppm / 10_000);

configurePropertyRuns();

describe('money properties', () => {
  it('a price excl. tax is never negative, never above the amount incl. tax, and within half a cent of amount ÷ (1 + rate)', () => {
    fc.assert(
      fc.property(euros, rate, (amount, percent) => {
        const excl = priceExclTax(amount, percent);
        expect(excl).toBeGreaterThanOrEqual(0);
        expect(excl).toBeLessThanOrEqual(amount);
        expect(Math.abs(excl * 100 - (amount * 100) / (1 + percent / 100))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a price incl. tax is never below the amount excl. tax and within half a cent of amount × (1 + rate)', () => {
    fc.assert(
      fc.property(euros, rate, (amount, percent) => {
        const incl = priceInclTax(amount, percent);
        expect(incl).toBeGreaterThanOrEqual(amount);
        expect(Math.abs(incl * 100 - amount * (100 + percent))).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(fromCents(toCents(incl))).toBe(incl);
      }),
    );
  });

  it('cents round-trip: fromCents then toCents gives the same cents, either sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (value) => {
        expect(toCents(fromCents(value))).toBe(value);
      }),
    );
  });

  it('toCents is within half a cent of the amount and never moves a whole-cent amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -10_000_000, max: 10_000_000, noNaN: true }), (amount) => {
        const cents = toCents(amount);
        expect(Number.isInteger(cents)).toBe(true);
        expect(Math.abs(cents - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a formatted price reads back as the same number of cents', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const text = formatPrice(value / 100, { spaces: 'ascii' });
        expect(text.endsWith(' €')).toBe(true);
        expect(text).toMatch(/^\d{1,3}( \d{3})*,\d{2} €$/);
        expect(Number(text.replace(/[ €]/g, '').replace(',', '.')) * 100).toBeCloseTo(value, 6);
      }),
    );
  });

  it('custom options never lower the price', () => {
    const option = fc.record({
      option_type_id: fc.integer({ min: -2, max: 5 }),
      price: fc.integer({ min: 0, max: 100_000 }).map((value) => value / 100),
      price_type: fc.constantFrom('fixed' as const, 'percent' as const),
    });
    const base = fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100);
    fc.assert(
      fc.property(base, fc.array(option, { maxLength: 6 }), (base, options) => {
        expect(getCustomOptionsPrice(base, options)).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('option prices never make a price negative', () => {
    const option = fc.record({
      option_type_id: fc.integer({ min: -2, max: 5 }),
      price: fc.integer({ min: -100_000, max: 100_000 }).map((value) => value / 100),
      price_type: fc.constantFrom('fixed' as const, 'percent' as const),
    });
    const base = fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100);
    fc.assert(
      fc.property(base, fc.array(option, { maxLength: 6 }), (base, options) => {
        expect(getCustomOptionsPrice(base, options)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a bundle price does not depend on the order of its options', () => {
    const link = fc.record({
      qty: fc.integer({ min: 0, max: 20 }),
      product: fc.record({ price: fc.integer({ min: 0, max: 100_000 }).map((value) => value / 100) }),
    });
    const bundleOption = fc.record({ product_links: fc.array(link, { minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(bundleOption, { maxLength: 6 }), (options) => {
        const forward = getBundlePrice({ bundle_options: options });
        expect(getBundlePrice({ bundle_options: [...options].reverse() })).toEqual(forward);
        expect(forward.price_incl_tax).toBeGreaterThanOrEqual(forward.price);
      }),
    );
  });
});
