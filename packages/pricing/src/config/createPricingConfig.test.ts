import { describe, expect, it } from 'vitest';
import { findTaxRate } from '../tax/findTaxRate.js';
import { createPricingConfig } from './createPricingConfig.js';
import { defaultPricingConfig } from './defaultPricingConfig.js';
import type { PricingConfig } from './PricingConfig.js';

describe('createPricingConfig', () => {
  it('defaults to SPEC §9: tax country FR, EUR, fr-FR, prices excl. tax, group tax and tiers off', () => {
    expect(createPricingConfig()).toEqual({
      taxCountry: 'FR',
      taxRegion: '',
      sourcePricesIncludeTax: false,
      userGroupTax: false,
      defaultCustomerGroupId: 0,
      useOnlyDefaultCustomerGroup: false,
      tierPrices: false,
      currency: 'EUR',
      locale: 'fr-FR',
      timeZone: 'Europe/Paris',
      priceFilterBounds: [0, 50, 100, 150],
    });
    expect(createPricingConfig()).toBe(defaultPricingConfig);
  });

  it('overrides only the given settings', () => {
    const config = createPricingConfig({ sourcePricesIncludeTax: true, tierPrices: true });
    expect(config).toMatchObject({ sourcePricesIncludeTax: true, tierPrices: true, taxCountry: 'FR', currency: 'EUR' });
  });

  it('returns a frozen config', () => {
    const config = createPricingConfig({ userGroupTax: true });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.priceFilterBounds)).toBe(true);
  });

  it('canonicalises the locale', () => {
    expect(createPricingConfig({ locale: 'fr-fr' }).locale).toBe('fr-FR');
  });

  it('refuses an unknown setting so a typo never falls back to a default', () => {
    expect(() => createPricingConfig({ sourcePriceIncludesTax: true })).toThrow(
      expect.objectContaining({ code: 'invalid_config', path: 'sourcePriceIncludesTax' }),
    );
  });

  it('refuses settings of the wrong type or out of range, naming them', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ taxCountry: 'France' }, 'taxCountry'],
      [{ tierPrices: 'yes' }, 'tierPrices'],
      [{ currency: 'EURO' }, 'currency'],
      [{ locale: 'xx_not a locale' }, 'locale'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ defaultCustomerGroupId: -1 }, 'defaultCustomerGroupId'],
      [{ priceFilterBounds: [0, 100, 50] }, 'priceFilterBounds[2]'],
    ];
    for (const [input, path] of cases) {
      expect(() => createPricingConfig(input)).toThrow(expect.objectContaining({ code: 'invalid_config', path }));
    }
    expect(() => createPricingConfig('FR')).toThrow(expect.objectContaining({ code: 'invalid_config' }));
  });

  it('validates a config typed by hand on first use', () => {
    const handMade = { ...defaultPricingConfig, taxCountry: 'fr' } as PricingConfig;
    expect(() => findTaxRate([], { productTaxClassId: 2, config: handMade })).toThrow(
      expect.objectContaining({ code: 'invalid_config', path: 'taxCountry' }),
    );
  });
});
