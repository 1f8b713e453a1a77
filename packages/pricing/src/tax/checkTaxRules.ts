import { PricingError } from '../errors/PricingError.js';
import { readRate } from '../money/readRate.js';
import type { TaxRule } from './TaxRule.js';

const checked = new WeakSet<object>();

/**
 * Validates tax rules read from the search backend once per array (treat the array as immutable afterwards):
 * integer class ids, rates of 0–100 %, a country on every rate.
 */
export function checkTaxRules(taxRules: unknown): asserts taxRules is readonly TaxRule[] {
  if (!Array.isArray(taxRules)) {
    throw new PricingError('invalid_input', 'taxRules', 'taxRules must be an array of tax rules');
  }
  if (checked.has(taxRules)) return;
  taxRules.forEach((rule: unknown, index) => {
    const path = `taxRules[${index}]`;
    if (typeof rule !== 'object' || rule === null) throw invalid(path, 'a tax rule object');
    const { product_tax_class_ids, customer_tax_class_ids, rates } = rule as Record<string, unknown>;
    classIds(product_tax_class_ids, `${path}.product_tax_class_ids`);
    if (customer_tax_class_ids !== undefined && customer_tax_class_ids !== null) {
      classIds(customer_tax_class_ids, `${path}.customer_tax_class_ids`);
    }
    if (!Array.isArray(rates)) throw invalid(`${path}.rates`, 'an array of rates');
    rates.forEach((rate: unknown, rateIndex) => {
      const ratePath = `${path}.rates[${rateIndex}]`;
      if (typeof rate !== 'object' || rate === null) throw invalid(ratePath, 'a rate object');
      const fields = rate as Record<string, unknown>;
      readRate(fields.rate, `${ratePath}.rate`);
      if (typeof fields.tax_country_id !== 'string') throw invalid(`${ratePath}.tax_country_id`, 'a country code');
      if (fields.region_name !== undefined && fields.region_name !== null && typeof fields.region_name !== 'string') {
        throw invalid(`${ratePath}.region_name`, 'a string');
      }
    });
  });
  checked.add(taxRules);
}

function classIds(value: unknown, path: string): void {
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id) && id >= 0)) {
    throw invalid(path, 'an array of integer class ids ≥ 0');
  }
}

function invalid(path: string, expected: string): PricingError {
  return new PricingError('invalid_input', path, `${path} must be ${expected}`);
}
