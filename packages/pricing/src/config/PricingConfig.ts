/**
 * The pricing part of the store configuration (SPEC §9 "Currency, locale and tax", §6, "Price filter ranges").
 * Build one with {@link createPricingConfig}, which validates it; {@link defaultPricingConfig} holds the defaults.
 *
 * @example
 * ```ts
 * import { createPricingConfig } from '@citerne/pricing';
 *
 * const config: PricingConfig = createPricingConfig({ sourcePricesIncludeTax: true, tierPrices: true });
 * ```
 */
export interface PricingConfig {
  /** Country whose tax rates apply when the shopper's is unknown (ISO 3166-1 alpha-2). Default `'FR'` (SPEC §9). */
  readonly taxCountry: string;
  /** Region name used for tax rate matching when the shopper's is unknown. Default `''` (none). */
  readonly taxRegion: string;
  /**
   * Catalogue prices (`price`, `special_price`, `final_price`, tier prices) include tax, so the price excl. tax is
   * `amount ÷ (1 + rate)` (SPEC §4 "Pricing"). Default `false`.
   */
  readonly sourcePricesIncludeTax: boolean;
  /**
   * User-group tax: a tax rule matches only when the customer's group is among its `customer_tax_class_ids`
   * (SPEC §5 "Tax rate match", §6). Default `false`.
   */
  readonly userGroupTax: boolean;
  /** Customer group of visitors who are not logged in (Magento's NOT LOGGED IN is 0). Default `0`. */
  readonly defaultCustomerGroupId: number;
  /** Always use {@link PricingConfig.defaultCustomerGroupId}, ignoring the shopper's group (SPEC §6). Default `false`. */
  readonly useOnlyDefaultCustomerGroup: boolean;
  /** Apply the customer group's tier prices (SPEC §6 "Price tiers"). Default `false`. */
  readonly tierPrices: boolean;
  /** ISO 4217 currency code. Default `'EUR'` (SPEC §9). */
  readonly currency: string;
  /** BCP 47 locale for formatting. Default `'fr-FR'` (SPEC §9). */
  readonly locale: string;
  /**
   * IANA time zone in which `special_from_date` / `special_to_date` written without an offset are read (Magento
   * stores them as wall-clock dates of the store). Default `'Europe/Paris'`: the shop is French.
   */
  readonly timeZone: string;
  /** Lower bounds of the price filter buckets, strictly increasing. Default `[0, 50, 100, 150]` (SPEC §9). */
  readonly priceFilterBounds: readonly number[];
}
