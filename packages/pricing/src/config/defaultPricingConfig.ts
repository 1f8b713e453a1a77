import type { PricingConfig } from './PricingConfig.js';

/**
 * The pricing defaults of SPEC §9: tax country FR, no region, catalogue prices excl. tax, user-group tax and tier
 * prices off, default customer group 0, EUR, fr-FR, Europe/Paris, price filter bounds 0 / 50 / 100 / 150.
 *
 * @example
 * ```ts
 * import { defaultPricingConfig, formatPrice } from '@citerne/pricing';
 *
 * defaultPricingConfig.currency; // 'EUR'
 * formatPrice(12, { config: defaultPricingConfig }); // '12,00 €'
 * ```
 */
export const defaultPricingConfig: PricingConfig = Object.freeze({
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
  priceFilterBounds: Object.freeze([0, 50, 100, 150]),
});
