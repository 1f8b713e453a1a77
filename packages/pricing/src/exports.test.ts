import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  BundleDefaultSelection,
  BundleProduct,
  BundleSelection,
  FormatPriceOptions,
  GroupedProduct,
  GroupedSelection,
  LivePrice,
  MeasuredQuantity,
  PriceBase,
  PriceBreakdown,
  PriceContext,
  PricedProduct,
  PriceFilterRange,
  PriceFreshness,
  PricingConfig,
  PricingErrorCode,
  PricingProduct,
  ProductPrices,
  SelectedCustomOption,
  TaxRate,
  TaxRule,
} from './index.js';
import * as pricing from './index.js';

const packageDir = join(import.meta.dirname, '..');

describe('public surface of @citerne/pricing', () => {
  it('exports exactly the pricing functions, the config and the error', () => {
    expect(Object.keys(pricing).sort()).toEqual([
      'PricingError',
      'REFERENCE_PERIOD_DAYS',
      'announcedReduction',
      'bundleDefaultSelections',
      'bundleLivePrice',
      'calculateProductTax',
      'createPricingConfig',
      'defaultPricingConfig',
      'effectiveTaxRate',
      'findTaxRate',
      'formatPrice',
      'fromCents',
      'getBundlePrice',
      'getCustomOptionSupplement',
      'getCustomOptionsPrice',
      'getGroupedPrice',
      'groupedLivePrice',
      'isSpecialPriceActive',
      'markPricesCurrent',
      'measuredPrice',
      'percentOfCents',
      'priceBaseOf',
      'priceExclTax',
      'priceFilterRanges',
      'priceInclTax',
      'priceTimeline',
      'productLivePrice',
      'toCents',
    ]);
  });

  it('keeps the money internals private (the cents helpers are public, the rounding machinery is not)', () => {
    for (const internal of [
      'mulDivHalfUp',
      'splitUnitPrice',
      'rowPrice',
      'readAmount',
      'readRate',
      'resolvePricingConfig',
      'checkTaxRules',
      'bestTierPrice',
      'readShopDate',
      'zonedTimeToEpoch',
      'MAX_CENTS',
      'livePriceOf',
    ]) {
      expect(pricing).not.toHaveProperty(internal);
    }
  });

  it('exports the types other teams build on', () => {
    expectTypeOf<PricedProduct<PricingProduct>>().toExtend<ProductPrices>();
    expectTypeOf(pricing.findTaxRate).returns.toEqualTypeOf<TaxRate | null>();
    expectTypeOf(pricing.getBundlePrice).parameter(0).toEqualTypeOf<BundleProduct>();
    expectTypeOf(pricing.bundleDefaultSelections([{ option_id: 1 }])).toEqualTypeOf<
      BundleDefaultSelection<{ option_id: number }>[]
    >();
    expectTypeOf(pricing.getGroupedPrice).returns.toEqualTypeOf<PriceBreakdown>();
    expectTypeOf(pricing.measuredPrice).parameter(1).toEqualTypeOf<MeasuredQuantity | null>();
    expectTypeOf(pricing.getCustomOptionsPrice).parameter(1).toEqualTypeOf<readonly SelectedCustomOption[]>();
    expectTypeOf(pricing.priceFilterRanges).returns.toEqualTypeOf<PriceFilterRange[]>();
    expectTypeOf(pricing.formatPrice).parameter(1).toEqualTypeOf<FormatPriceOptions | undefined>();
    expectTypeOf(pricing.calculateProductTax).parameter(1).toEqualTypeOf<readonly TaxRule[]>();
    expectTypeOf(pricing.calculateProductTax).parameter(2).toEqualTypeOf<PriceContext | undefined>();
    expectTypeOf(pricing.defaultPricingConfig).toEqualTypeOf<PricingConfig>();
    expectTypeOf<PricingErrorCode>().toExtend<string>();
    expectTypeOf<GroupedProduct>().toExtend<object>();
    expectTypeOf(pricing.markPricesCurrent({ sku: 'A' }, 0)).toExtend<PriceFreshness>();
    expectTypeOf(pricing.toCents).toEqualTypeOf<(euros: number) => number>();
    expectTypeOf(pricing.fromCents).toEqualTypeOf<(cents: number) => number>();
    expectTypeOf(pricing.effectiveTaxRate).toEqualTypeOf<(priceExclTax: number, tax: number) => number>();
    expectTypeOf(pricing.priceInclTax).toEqualTypeOf<(amountExclTax: number, rate: number) => number>();
    expectTypeOf(pricing.priceBaseOf({ price: 1 })).toEqualTypeOf<PriceBase>();
    expectTypeOf(pricing.productLivePrice).returns.toEqualTypeOf<LivePrice>();
    expectTypeOf(pricing.productLivePrice).parameter(1).toEqualTypeOf<readonly SelectedCustomOption[]>();
    expectTypeOf(pricing.bundleLivePrice).parameter(0).toEqualTypeOf<readonly BundleSelection[]>();
    expectTypeOf(pricing.groupedLivePrice).parameter(0).toEqualTypeOf<readonly GroupedSelection[]>();
  });

  it('publishes one entry, no runtime dependency and no side effects', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports)).toEqual(['.', './package.json']);
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    expect(manifest.sideEffects).toBe(false);
  });

  it('imports neither React nor another @citerne package', () => {
    const sources = listSources(join(packageDir, 'src'));
    expect(sources.length).toBeGreaterThan(20);
    for (const file of sources) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gm)].map(
        (match) => match[1] ?? '',
      );
      const external = imports.filter((specifier) => !specifier.startsWith('.'));
      expect(
        // Tests may also use the private test helpers of the repository (never published).
        external.filter(
          (specifier) =>
            !['vitest', 'fast-check', '@repo/test-utils/pack'].includes(specifier) && !specifier.startsWith('node:'),
        ),
        file,
      ).toEqual([]);
      if (!/\.(test|fixture)\.ts$/.test(file)) expect(external, file).toEqual([]);
    }
  });
});

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listSources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}
