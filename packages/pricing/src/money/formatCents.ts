const formatters = new Map<string, Intl.NumberFormat>();

const SPACES = /[\u00A0\u202F\u2009\u2007]/g;

/** Formats integer cents with `Intl.NumberFormat` (formatters cached), with `fractionDigits` decimals. */
export function formatCents(
  cents: number,
  locale: string,
  currency: string,
  fractionDigits: number,
  spaces: 'typographic' | 'ascii',
): string {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  // Whole cents divided by 100 are exactly representable to two decimals, so Intl has no rounding left to do.
  const text = formatter.format(cents / 100);
  return spaces === 'ascii' ? text.replace(SPACES, ' ') : text;
}
