import type { PricingConfig } from '../config/PricingConfig.js';

/**
 * Who is buying, where and when: everything a price depends on besides the product and the tax rules.
 * Every field is optional; missing ones come from the {@link PricingConfig}.
 *
 * @example
 * ```ts
 * import type { PriceContext } from '@citerne/pricing';
 *
 * // A logged-in wholesale customer in Guadeloupe, buying 10 units, priced at a fixed instant.
 * const context: PriceContext = { country: 'FR', region: 'Guadeloupe', customerGroupId: 2, qty: 10, now: new Date() };
 * ```
 */
export interface PriceContext {
  /** Shopper's country (ISO 3166-1 alpha-2). Default: `config.taxCountry` (FR). */
  readonly country?: string | null;
  /** Shopper's region name. Default: `config.taxRegion`. */
  readonly region?: string | null;
  /**
   * Shopper's customer group (`group_id` of the profile; SPEC §6). Selects the tax group when user-group tax is on and
   * the tier prices when tier prices are on. Default: `config.defaultCustomerGroupId`.
   */
  readonly customerGroupId?: number | null;
  /** Quantity the tier prices are looked up for. Default 1. */
  readonly qty?: number | null;
  /** The instant special-price dates are compared with. Default: the current time. */
  readonly now?: Date | number | null;
  /** Validated pricing configuration. Default: {@link defaultPricingConfig}. */
  readonly config?: PricingConfig;
}
