import type { PricingConfig } from '../config/PricingConfig.js';

/** Options of `formatPrice` (and of the labels of `priceFilterRanges`). */
export interface FormatPriceOptions {
  /** BCP 47 locale. Default: `config.locale` (fr-FR). */
  readonly locale?: string;
  /** ISO 4217 currency. Default: `config.currency` (EUR). */
  readonly currency?: string;
  /**
   * `'typographic'` (default) keeps the spaces `Intl.NumberFormat` produces, which for fr-FR are a narrow no-break
   * space U+202F between thousands and a no-break space U+00A0 before the sign, so a price never wraps.
   * `'ascii'` turns every space into U+0020, for plain-text mails, CSV exports and logs.
   */
  readonly spaces?: 'typographic' | 'ascii';
  /** Validated pricing configuration. Default: {@link defaultPricingConfig}. */
  readonly config?: PricingConfig;
}
