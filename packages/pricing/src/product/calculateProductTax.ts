import type { PricingConfig } from '../config/PricingConfig.js';
import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { readNow } from '../dates/readNow.js';
import { PricingError } from '../errors/PricingError.js';
import { fromCents } from '../money/fromCents.js';
import { readAmount } from '../money/readAmount.js';
import { readQuantity } from '../money/readQuantity.js';
import { readRate } from '../money/readRate.js';
import { splitUnitPrice } from '../money/splitUnitPrice.js';
import type { UnitPrice } from '../money/UnitPrice.js';
import { checkTaxRules } from '../tax/checkTaxRules.js';
import { findTaxRate } from '../tax/findTaxRate.js';
import type { PriceContext } from '../tax/PriceContext.js';
import { readTaxClassId } from '../tax/readTaxClassId.js';
import { resolveCustomerGroupId } from '../tax/resolveCustomerGroupId.js';
import type { TaxRule } from '../tax/TaxRule.js';
import { bestTierPrice } from './bestTierPrice.js';
import { isWithinSpecialDates } from './isWithinSpecialDates.js';
import type { PricedProduct } from './PricedProduct.js';
import type { PriceSource } from './PriceSource.js';
import type { PricingProduct } from './PricingProduct.js';
import type { ProductPrices } from './ProductPrices.js';

interface Run {
  readonly config: PricingConfig;
  readonly taxRules: readonly TaxRule[];
  readonly context: PriceContext;
  readonly now: number;
  readonly qty: number;
  readonly customerGroupId: number;
  readonly rates: Map<number, number>;
}

interface Priced {
  readonly prices: ProductPrices;
  readonly inclCents: number;
}

const NO_PRICE: UnitPrice = { excl: 0, tax: 0, incl: 0 };

/**
 * Prices a product for a shopper: fills every price field of SPEC §3 Product ({@link ProductPrices}) on the product
 * and on each of its `configurable_children`, and returns a new product (the input is never changed).
 *
 * Rules applied, per unit, each amount rounded half-up to the cent (Magento's unit rounding point):
 * - the tax rate is the one {@link findTaxRate} finds for the product's `tax_class_id` (a child without one uses the
 *   parent's); no matching rate means no tax (SPEC §5 "Tax rate match");
 * - when the config says catalogue prices include tax, the price excl. tax is `amount ÷ (1 + rate)` and the amount
 *   incl. tax stays exactly as entered (SPEC §4 "Pricing"); otherwise tax = `price × rate`;
 * - the special price applies only below the original price and inside its dates (SPEC §4, {@link isSpecialPriceActive});
 * - with tier prices on, the customer group's tier price for `context.qty` applies when lower (SPEC §6);
 * - `price` / `final_price` are the lowest of regular, active special, platform final and tier price;
 * - a configurable product shows its cheapest enabled child's prices ("from" price).
 *
 * @param product - a catalogue product (or one priced before: its `original_*` fields are then the source).
 * @param taxRules - the tax rules of the search backend.
 * @param context - country, region, customer group, quantity, instant and config; all optional.
 * @throws {@link PricingError} `negative_amount` for any negative price, `invalid_amount`, `invalid_rate`,
 *   `invalid_date`, `invalid_input` for malformed data, naming the field (e.g. `configurable_children[1].price`).
 *
 * @example
 * ```ts
 * import { calculateProductTax } from '@citerne/pricing';
 *
 * const taxRules = [{ product_tax_class_ids: [2], rates: [{ rate: 20, tax_country_id: 'FR', tax_region_id: 0 }] }];
 * const citerne = { sku: 'CS-10M3', price: 1000, special_price: 900, tax_class_id: 2 };
 * const priced = calculateProductTax(citerne, taxRules, { now: new Date('2025-07-01') });
 * priced.price_incl_tax; // 1080 (the special price, VAT 20 % included)
 * priced.original_price_incl_tax; // 1200
 * ```
 */
export function calculateProductTax<P extends PricingProduct>(
  product: P,
  taxRules: readonly TaxRule[],
  context: PriceContext = {},
): PricedProduct<P> {
  if (typeof product !== 'object' || product === null) {
    throw new PricingError('invalid_input', 'product', 'product must be an object');
  }
  if (typeof context !== 'object' || context === null) {
    throw new PricingError('invalid_input', 'context', 'context must be an object');
  }
  const config = resolvePricingConfig(context.config);
  checkTaxRules(taxRules);
  const run: Run = {
    config,
    taxRules,
    context,
    now: readNow(context.now, 'now'),
    qty: readQuantity(context.qty, 'qty', 1, true),
    customerGroupId: resolveCustomerGroupId(context.customerGroupId, config),
    rates: new Map(),
  };
  const parentTaxClass = readTaxClassId(product.tax_class_id, 'tax_class_id');
  const own = priceSource(product, parentTaxClass, run, '');
  const children = product.configurable_children;
  if (children === undefined || children === null) {
    return { ...product, ...own.prices } as unknown as PricedProduct<P>;
  }
  if (!Array.isArray(children)) {
    throw new PricingError('invalid_input', 'configurable_children', 'configurable_children must be an array');
  }
  let cheapest: Priced | null = null;
  const pricedChildren = children.map((child: PriceSource, index) => {
    const path = `configurable_children[${index}].`;
    if (typeof child !== 'object' || child === null) {
      throw new PricingError('invalid_input', path.slice(0, -1), `${path.slice(0, -1)} must be an object`);
    }
    const priced = priceSource(child, parentTaxClass, run, path);
    if (isEnabled(child.status) && (cheapest === null || priced.inclCents < cheapest.inclCents)) cheapest = priced;
    return { ...child, ...priced.prices };
  });
  const shown: Priced = cheapest ?? own;
  return { ...product, ...shown.prices, configurable_children: pricedChildren } as unknown as PricedProduct<P>;
}

/** SPEC §4 "Product loading": a status of 2 or higher marks a child unavailable. */
function isEnabled(status: unknown): boolean {
  return typeof status !== 'number' || status < 2;
}

function priceSource(source: PriceSource, parentTaxClass: number, run: Run, path: string): Priced {
  const repriced = typeof source.original_price === 'number';
  const inclTax = run.config.sourcePricesIncludeTax && !repriced;
  const field = (name: 'price' | 'special_price' | 'final_price') =>
    repriced
      ? readAmount(source[`original_${name}`], `${path}original_${name}`)
      : readAmount(source[name], `${path}${name}`);
  const regular = field('price') ?? 0;
  const special = field('special_price');
  const final = field('final_price');
  const taxClass =
    source.tax_class_id === undefined || source.tax_class_id === null
      ? parentTaxClass
      : readTaxClassId(source.tax_class_id, `${path}tax_class_id`);
  const ppm = rateFor(taxClass, run);

  const regularUnit = splitUnitPrice(regular, ppm, inclTax);
  const specialUnit = special === null || special === 0 ? null : splitUnitPrice(special, ppm, inclTax);
  const specialActive =
    specialUnit !== null &&
    (special as number) < regular &&
    isWithinSpecialDates(source, run.now, run.config.timeZone, path);
  const finalUnit = final === null || final === 0 ? null : splitUnitPrice(final, ppm, inclTax);
  const tier = run.config.tierPrices ? bestTierPrice(source.tier_prices, run.customerGroupId, run.qty, path) : null;
  // Tier prices are always read from the catalogue, never from a previous pricing: their tax basis is the config's.
  const tierUnit = tier === null ? null : splitUnitPrice(tier, ppm, run.config.sourcePricesIncludeTax);

  let best = regularUnit;
  for (const candidate of [specialActive ? specialUnit : null, finalUnit, tierUnit]) {
    if (candidate !== null && candidate.incl < best.incl) best = candidate;
  }
  const shownSpecial = specialActive && specialUnit !== null ? specialUnit : NO_PRICE;
  return {
    inclCents: best.incl,
    prices: {
      price: fromCents(best.excl),
      price_tax: fromCents(best.tax),
      price_incl_tax: fromCents(best.incl),
      final_price: fromCents(best.excl),
      final_price_tax: fromCents(best.tax),
      final_price_incl_tax: fromCents(best.incl),
      original_price: fromCents(regularUnit.excl),
      original_price_tax: fromCents(regularUnit.tax),
      original_price_incl_tax: fromCents(regularUnit.incl),
      special_price: fromCents(shownSpecial.excl),
      special_price_tax: fromCents(shownSpecial.tax),
      special_price_incl_tax: fromCents(shownSpecial.incl),
      original_special_price: specialUnit === null ? null : fromCents(specialUnit.excl),
      original_final_price: finalUnit === null ? null : fromCents(finalUnit.excl),
    },
  };
}

function rateFor(taxClass: number, run: Run): number {
  let ppm = run.rates.get(taxClass);
  if (ppm === undefined) {
    const rate = findTaxRate(run.taxRules, {
      productTaxClassId: taxClass,
      country: run.context.country,
      region: run.context.region,
      customerGroupId: run.context.customerGroupId,
      config: run.config,
    });
    ppm = rate === null ? 0 : readRate(rate.rate, 'rate');
    run.rates.set(taxClass, ppm);
  }
  return ppm;
}
