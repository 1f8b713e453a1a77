import { describe, expect, it } from 'vitest';
import { createPricingConfig } from '../config/createPricingConfig.js';
import { findTaxRate } from './findTaxRate.js';
import { frenchTaxRules, REDUCED_GOODS, STANDARD_GOODS } from './frenchTaxRules.fixture.js';
import type { TaxRule } from './TaxRule.js';

const userGroupTax = createPricingConfig({ userGroupTax: true });

describe('findTaxRate', () => {
  it('finds the French standard rate by default: the default tax country is FR', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS })?.rate).toBe(20);
  });

  it('finds the rate of the product tax class', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: REDUCED_GOODS })?.rate).toBe(5.5);
  });

  it('accepts the tax class id as Magento serves it, a numeric string', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: '5' })?.rate).toBe(5.5);
  });

  it('matches only rates of the shopper country', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, country: 'DE' })?.rate).toBe(19);
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: REDUCED_GOODS, country: 'DE' })).toBeNull();
  });

  it('takes the default tax country from the config', () => {
    const germany = createPricingConfig({ taxCountry: 'DE' });
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, config: germany })?.rate).toBe(19);
  });

  it('matches a rate of the shopper region by name', () => {
    const rate = findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, region: 'Guadeloupe' });
    expect(rate?.rate).toBe(8.5);
  });

  it('matches a rate with region id 0 whatever the shopper region', () => {
    const rules: TaxRule[] = [
      {
        product_tax_class_ids: [2],
        rates: [{ rate: 20, tax_country_id: 'FR', region_name: 'Corse', tax_region_id: 0 }],
      },
    ];
    expect(findTaxRate(rules, { productTaxClassId: 2, region: 'Bretagne' })?.rate).toBe(20);
  });

  it('matches a rate without region name whatever the shopper region', () => {
    const rules: TaxRule[] = [
      { product_tax_class_ids: [2], rates: [{ rate: 20, tax_country_id: 'FR', tax_region_id: 12 }] },
    ];
    expect(findTaxRate(rules, { productTaxClassId: 2, region: 'Bretagne' })?.rate).toBe(20);
  });

  it('skips a rate limited to another region', () => {
    const rules: TaxRule[] = [
      {
        product_tax_class_ids: [2],
        rates: [{ rate: 8.5, tax_country_id: 'FR', region_name: 'Guadeloupe', tax_region_id: 971 }],
      },
    ];
    expect(findTaxRate(rules, { productTaxClassId: 2, region: 'Bretagne' })).toBeNull();
    expect(findTaxRate(rules, { productTaxClassId: 2 })).toBeNull();
  });

  it('ignores the customer group while user-group tax is off', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, customerGroupId: 2 })?.rate).toBe(20);
  });

  it('with user-group tax on, requires the customer group among the customer tax classes', () => {
    const query = { productTaxClassId: STANDARD_GOODS, config: userGroupTax };
    expect(findTaxRate(frenchTaxRules, { ...query, customerGroupId: 1 })?.rate).toBe(20);
    expect(findTaxRate(frenchTaxRules, { ...query, customerGroupId: 2 })?.rate).toBe(0);
    expect(findTaxRate(frenchTaxRules, { ...query, customerGroupId: 7 })).toBeNull();
  });

  it('with user-group tax on, a visitor without group gets the default customer group', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, config: userGroupTax })?.rate).toBe(20);
    const wholesaleByDefault = createPricingConfig({ userGroupTax: true, defaultCustomerGroupId: 2 });
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, config: wholesaleByDefault })?.rate).toBe(
      0,
    );
  });

  it('uses only the default customer group when the config says so', () => {
    const config = createPricingConfig({ userGroupTax: true, useOnlyDefaultCustomerGroup: true });
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: STANDARD_GOODS, customerGroupId: 2, config })?.rate).toBe(
      20,
    );
  });

  it('finds no rate for a product without tax class', () => {
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: 0 })).toBeNull();
    expect(findTaxRate(frenchTaxRules, { productTaxClassId: undefined })).toBeNull();
  });

  it('looks through later rules when the first rule of the class has no rate for the country', () => {
    const rules: TaxRule[] = [
      { product_tax_class_ids: [2], rates: [{ rate: 19, tax_country_id: 'DE', tax_region_id: 0 }] },
      { product_tax_class_ids: [2], rates: [{ rate: 20, tax_country_id: 'FR', tax_region_id: 0 }] },
    ];
    expect(findTaxRate(rules, { productTaxClassId: 2 })?.rate).toBe(20);
  });

  it('refuses malformed tax rules, naming the bad field', () => {
    const negative = [{ product_tax_class_ids: [2], rates: [{ rate: -20, tax_country_id: 'FR' }] }];
    expect(() => findTaxRate(negative, { productTaxClassId: 2 })).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'taxRules[0].rates[0].rate' }),
    );
    const noRates = [{ product_tax_class_ids: [2] }] as unknown as TaxRule[];
    expect(() => findTaxRate(noRates, { productTaxClassId: 2 })).toThrow(
      expect.objectContaining({ code: 'invalid_input', path: 'taxRules[0].rates' }),
    );
    expect(() => findTaxRate(frenchTaxRules, { productTaxClassId: 'two' })).toThrow(
      expect.objectContaining({ code: 'invalid_input', path: 'productTaxClassId' }),
    );
    expect(() => findTaxRate(frenchTaxRules, { productTaxClassId: 2, country: 'France' })).toThrow(
      expect.objectContaining({ code: 'invalid_input', path: 'country' }),
    );
  });
});
