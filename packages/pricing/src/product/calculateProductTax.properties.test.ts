import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPricingConfig } from '../config/createPricingConfig.js';
import { configurePropertyRuns } from '../propertyRuns.fixture.js';
import type { TaxRule } from '../tax/TaxRule.js';
import { calculateProductTax } from './calculateProductTax.js';
import type { PriceSource } from './PriceSource.js';
import type { ProductPrices } from './ProductPrices.js';

const now = new Date('2025-07-01T10:00:00Z');
const euros = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
const rate = fc.integer({ min: 0, max: 1_000_000 }).map((ppm) => ppm / 10_000);
const inclTaxCatalogue = fc.boolean();
const source: fc.Arbitrary<PriceSource> = fc.record(
  {
    price: euros,
    special_price: fc.option(euros, { nil: undefined }),
    final_price: fc.option(euros, { nil: undefined }),
    special_to_date: fc.constantFrom(undefined, '2025-06-30', '2025-07-31'),
  },
  { requiredKeys: [] },
);

function rules(percent: number): TaxRule[] {
  return [{ product_tax_class_ids: [2], rates: [{ rate: percent, tax_country_id: 'FR', tax_region_id: 0 }] }];
}

const AMOUNTS = ['price', 'final_price', 'original_price', 'special_price'] as const;

function isWholeCents(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

function checkPrices(prices: ProductPrices): void {
  for (const field of AMOUNTS) {
    const excl = prices[field];
    const tax = prices[`${field}_tax`];
    const incl = prices[`${field}_incl_tax`];
    expect(excl).toBeGreaterThanOrEqual(0);
    expect(tax).toBeGreaterThanOrEqual(0);
    expect(incl).toBeGreaterThanOrEqual(excl);
    expect(Math.round(incl * 100)).toBe(Math.round(excl * 100) + Math.round(tax * 100));
    for (const value of [excl, tax, incl]) expect(isWholeCents(value)).toBe(true);
  }
  expect(prices.price_incl_tax).toBeLessThanOrEqual(prices.original_price_incl_tax);
}

configurePropertyRuns();

describe('calculateProductTax properties', () => {
  it('prices incl. tax are never below prices excl. tax, never negative, whole cents, never above the original', () => {
    fc.assert(
      fc.property(source, rate, inclTaxCatalogue, (product, percent, inclTax) => {
        const config = createPricingConfig({ sourcePricesIncludeTax: inclTax });
        checkPrices(calculateProductTax({ ...product, tax_class_id: 2 }, rules(percent), { now, config }));
      }),
    );
  });

  it('the same input always gives the same output, and the input is left unchanged', () => {
    fc.assert(
      fc.property(source, rate, (product, percent) => {
        const input = { ...product, tax_class_id: 2, configurable_children: [{ ...product }] };
        const before = structuredClone(input);
        const first = calculateProductTax(input, rules(percent), { now });
        expect(calculateProductTax(input, rules(percent), { now })).toEqual(first);
        expect(input).toEqual(before);
      }),
    );
  });

  it('pricing a priced product again changes nothing (catalogue prices excl. tax)', () => {
    fc.assert(
      fc.property(source, rate, (product, percent) => {
        const once = calculateProductTax({ ...product, tax_class_id: 2 }, rules(percent), { now });
        expect(calculateProductTax(once, rules(percent), { now })).toEqual(once);
      }),
    );
  });

  it('a configurable product shows the lowest price of its enabled children', () => {
    fc.assert(
      fc.property(fc.array(source, { minLength: 1, maxLength: 8 }), rate, (children, percent) => {
        const priced = calculateProductTax({ tax_class_id: 2, configurable_children: children }, rules(percent), {
          now,
        });
        const lowest = Math.min(...(priced.configurable_children ?? []).map((child) => child.price_incl_tax));
        expect(priced.price_incl_tax).toBe(lowest);
        checkPrices(priced);
      }),
    );
  });
});
