import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { PricingError } from '../errors/PricingError.js';
import { checkTaxRules } from './checkTaxRules.js';
import { readTaxClassId } from './readTaxClassId.js';
import { resolveCustomerGroupId } from './resolveCustomerGroupId.js';
import type { TaxRate } from './TaxRate.js';
import type { TaxRateQuery } from './TaxRateQuery.js';
import type { TaxRule } from './TaxRule.js';

/**
 * The tax rate that applies to a product tax class (SPEC §5 "Tax rate match"): the first rate, in rule order, of a
 * rule covering the product tax class whose country equals the shopper's and whose region name equals the shopper's,
 * or whose region id is 0, or which has no region name. With user-group tax on, the rule must also cover the
 * customer's group (SPEC §6). The country defaults to the config's tax country, FR.
 *
 * @returns the matching rate, or `null` when none matches or the product has no tax class (0 or missing): no tax.
 * @throws {@link PricingError} `invalid_input` for malformed rules or context, `invalid_rate` for a rate outside 0–100 %.
 *
 * @example
 * ```ts
 * import { findTaxRate } from '@citerne/pricing';
 *
 * const taxRules = [
 *   { product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 20, tax_country_id: 'FR', tax_region_id: 0 }] },
 * ];
 * findTaxRate(taxRules, { productTaxClassId: 2 })?.rate; // 20
 * findTaxRate(taxRules, { productTaxClassId: 2, country: 'DE' }); // null
 * ```
 */
export function findTaxRate(taxRules: readonly TaxRule[], query: TaxRateQuery): TaxRate | null {
  if (typeof query !== 'object' || query === null) {
    throw new PricingError('invalid_input', 'query', 'query must be an object with productTaxClassId');
  }
  const config = resolvePricingConfig(query.config);
  checkTaxRules(taxRules);
  const productClassId = readTaxClassId(query.productTaxClassId, 'productTaxClassId');
  if (productClassId === 0) return null;
  const country = readCountry(query.country) ?? config.taxCountry;
  const region = readRegion(query.region) ?? config.taxRegion;
  const customerGroupId = config.userGroupTax ? resolveCustomerGroupId(query.customerGroupId, config) : null;
  for (const rule of taxRules) {
    if (!rule.product_tax_class_ids.includes(productClassId)) continue;
    if (customerGroupId !== null && !rule.customer_tax_class_ids?.includes(customerGroupId)) continue;
    for (const rate of rule.rates) {
      if (rate.tax_country_id !== country) continue;
      if (rate.region_name === region || isAllRegions(rate.tax_region_id) || !rate.region_name) return rate;
    }
  }
  return null;
}

function isAllRegions(regionId: TaxRate['tax_region_id']): boolean {
  return regionId === 0 || regionId === '0';
}

function readCountry(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) {
    throw new PricingError(
      'invalid_input',
      'country',
      `country must be a two-letter country code (got ${String(value)})`,
    );
  }
  return value.toUpperCase();
}

function readRegion(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw new PricingError('invalid_input', 'region', 'region must be a region name');
  }
  return value;
}
