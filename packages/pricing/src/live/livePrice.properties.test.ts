import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents } from '../money/fromCents.js';
import { priceInclTax } from '../money/priceInclTax.js';
import { toCents } from '../money/toCents.js';
import { configurePropertyRuns } from '../propertyRuns.fixture.js';
import { bundleLivePrice } from './bundleLivePrice.js';
import { groupedLivePrice } from './groupedLivePrice.js';
import type { LivePrice } from './LivePrice.js';
import { priceBaseOf } from './priceBaseOf.js';
import { productLivePrice } from './productLivePrice.js';

const euros = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
const rate = fc.constantFrom(0, 2.1, 5.5, 10, 19, 20, 22);
const option = fc.record({
  option_type_id: fc.integer({ min: -1, max: 5 }),
  price: fc.integer({ min: -50_000, max: 50_000 }).map((cents) => cents / 100),
  price_type: fc.constantFrom('fixed' as const, 'percent' as const),
});

configurePropertyRuns();

function expectWellFormed(live: LivePrice): void {
  expect(live.amount).toBeGreaterThanOrEqual(0);
  expect(live.tax).toBeGreaterThanOrEqual(0);
  expect(live.tax).toBeLessThanOrEqual(live.amount);
  // Whole cents: the amount and the tax read back to themselves.
  expect(fromCents(toCents(live.amount))).toBe(live.amount);
  expect(fromCents(toCents(live.tax))).toBe(live.tax);
  if (live.originalAmount === null) {
    expect(live.percentOff).toBeNull();
  } else {
    expect(live.originalAmount).toBeGreaterThan(live.amount);
    expect(live.percentOff).toBeGreaterThanOrEqual(0);
    expect(live.percentOff).toBeLessThanOrEqual(100);
    // Never overstated: the shopper saves at least the announced percent of the reference.
    expect((live.originalAmount - live.amount) * 100).toBeGreaterThanOrEqual(
      (live.percentOff ?? 0) * live.originalAmount - 1e-6,
    );
  }
}

describe('live price properties', () => {
  it('a product live price is whole cents, non-negative, its VAT within it, its reduction never overstated', () => {
    fc.assert(
      fc.property(euros, euros, rate, fc.array(option, { maxLength: 4 }), (price, reference, percent, options) => {
        const base = priceBaseOf({
          price,
          price_incl_tax: priceInclTax(price, percent),
          reference_price: reference,
          reference_price_incl_tax: priceInclTax(reference, percent),
        });
        expectWellFormed(productLivePrice(base, options, percent));
      }),
    );
  });

  it('options never lower a live price', () => {
    const picked = option.filter((value) => value.price >= 0);
    fc.assert(
      fc.property(euros, rate, fc.array(picked, { maxLength: 4 }), (price, percent, options) => {
        const base = priceBaseOf({ price });
        expect(productLivePrice(base, options, percent).amount).toBeGreaterThanOrEqual(
          productLivePrice(base, [], percent).amount,
        );
      }),
    );
  });

  it('bundle and grouped live prices are whole cents and non-negative', () => {
    const unitPrice = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
    const line = fc.record({ qty: fc.integer({ min: 0, max: 20 }), price: unitPrice, percent: rate });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), rate, (lines, percent) => {
        expectWellFormed(
          groupedLivePrice(
            lines.map((entry) => ({ qty: entry.qty, priceInclTax: priceInclTax(entry.price, entry.percent) })),
            percent,
          ),
        );
        expectWellFormed(
          bundleLivePrice(
            lines.map((entry, index) => ({
              sku: `S${index}`,
              qty: entry.qty,
              price: entry.price,
              priceInclTax: priceInclTax(entry.price, entry.percent),
            })),
            percent,
          ),
        );
      }),
    );
  });
});
