import { createPricingConfig } from '../config/createPricingConfig.js';
import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { PricingError } from '../errors/PricingError.js';
import type { FormatPriceOptions } from './FormatPriceOptions.js';

export interface FormatSettings {
  readonly locale: string;
  readonly currency: string;
  readonly spaces: 'typographic' | 'ascii';
}

/** Locale, currency and spacing to format with: the options, else the config; each checked like the config. */
export function readFormatOptions(options: FormatPriceOptions | undefined): FormatSettings {
  if (options === undefined) {
    const { locale, currency } = resolvePricingConfig(undefined);
    return { locale, currency, spaces: 'typographic' };
  }
  if (typeof options !== 'object' || options === null) {
    throw new PricingError('invalid_input', 'options', 'options must be an object');
  }
  const config = resolvePricingConfig(options.config);
  const spaces = options.spaces ?? 'typographic';
  if (spaces !== 'typographic' && spaces !== 'ascii') {
    throw new PricingError(
      'invalid_input',
      'spaces',
      `spaces must be 'typographic' or 'ascii' (got ${String(spaces)})`,
    );
  }
  if (options.locale === undefined && options.currency === undefined) {
    return { locale: config.locale, currency: config.currency, spaces };
  }
  const locale = options.locale ?? config.locale;
  const currency = options.currency ?? config.currency;
  const key = `${String(locale)}|${String(currency)}`;
  let checked = checkedPairs.get(key);
  if (checked === undefined) {
    const valid = createPricingConfig({ locale, currency });
    checked = { locale: valid.locale, currency: valid.currency };
    if (checkedPairs.size >= 100) checkedPairs.clear();
    checkedPairs.set(key, checked);
  }
  return { ...checked, spaces };
}

/** Locale and currency pairs already validated (validation builds Intl objects, too slow to repeat per price). */
const checkedPairs = new Map<string, { readonly locale: string; readonly currency: string }>();
