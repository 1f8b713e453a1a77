import { expect, test } from 'vitest';
import type { PricingProduct, TaxRule } from '../src/index.js';

// The published build (`pnpm bench` builds it first): one bundled module, as consumers run it. Importing the sources
// instead would time Vitest's module runner, which wraps every cross-file call in an export getter.
const distUrl = new URL('../dist/index.js', import.meta.url).href;
const { calculateProductTax, createPricingConfig, formatPrice } = (await import(
  /* @vite-ignore */ distUrl
)) as typeof import('../src/index.js');

// 10 000 configurable products with 10 children each, deterministic: a third of the children on sale with dates,
// some with tier prices, two tax classes (20 % and 5.5 %).
const taxRules: TaxRule[] = [
  {
    product_tax_class_ids: [2],
    customer_tax_class_ids: [0, 1],
    rates: [{ rate: 20, tax_country_id: 'FR', tax_region_id: 0 }],
  },
  {
    product_tax_class_ids: [5],
    customer_tax_class_ids: [0, 1],
    rates: [{ rate: 5.5, tax_country_id: 'FR', tax_region_id: 0 }],
  },
];

const products: PricingProduct[] = Array.from({ length: 10_000 }, (_, productIndex) => ({
  sku: `CS-${productIndex}`,
  type_id: 'configurable',
  tax_class_id: productIndex % 7 === 0 ? 5 : 2,
  price: 0,
  configurable_children: Array.from({ length: 10 }, (_, childIndex) => {
    const price = 100 + ((productIndex * 37 + childIndex * 101) % 5_000) + childIndex / 100;
    return {
      sku: `CS-${productIndex}-${childIndex}`,
      price,
      status: childIndex === 9 ? 2 : 1,
      ...(childIndex % 3 === 0
        ? {
            special_price: price * 0.9,
            special_from_date: '2025-06-25 00:00:00',
            special_to_date: '2025-07-22 00:00:00',
          }
        : {}),
      ...(childIndex % 4 === 0 ? { tier_prices: [{ customer_group_id: 1, qty: 1, value: price * 0.95 }] } : {}),
    };
  }),
}));

const now = new Date('2025-07-01T10:00:00Z');
const withTiers = createPricingConfig({ tierPrices: true });

test('pricing 10 000 configurable products × 10 children', async ({ bench }) => {
  let lowest = Number.POSITIVE_INFINITY;
  const results = await bench.compare(
    bench('calculateProductTax, catalogue prices excl. tax', () => {
      for (const product of products)
        lowest = Math.min(lowest, calculateProductTax(product, taxRules, { now }).price_incl_tax);
    }),
    bench('calculateProductTax, tier prices of a logged-in group', () => {
      for (const product of products)
        calculateProductTax(product, taxRules, { now, customerGroupId: 1, config: withTiers });
    }),
    bench('formatPrice of the 110 000 prices', () => {
      for (const product of products) {
        for (const child of product.configurable_children ?? []) formatPrice(child.price ?? 0);
      }
    }),
    { time: 3_000, iterations: 5, warmupIterations: 1 },
  );
  // The cheapest child in the catalogue is 100 € excl. tax at 5.5 % or 90 € (special) at 20 %.
  expect(lowest).toBeGreaterThan(0);
  const perProduct = results.get('calculateProductTax, catalogue prices excl. tax');
  console.info(
    `calculateProductTax: ${(perProduct.latency.mean * 1000) / products.length} µs per configurable product`,
  );
});
