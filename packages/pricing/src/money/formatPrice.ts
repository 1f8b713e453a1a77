import { PricingError } from '../errors/PricingError.js';
import type { FormatPriceOptions } from './FormatPriceOptions.js';
import { formatCents } from './formatCents.js';
import { MAX_CENTS } from './limits.js';
import { readFormatOptions } from './readFormatOptions.js';
import { toCents } from './toCents.js';

/**
 * Formats an amount in euros for display (SPEC §9 "Currency, locale and tax": EUR, 2 decimals, amount then sign,
 * fr-FR), with `Intl.NumberFormat`. The amount is first rounded half-up to the cent, on its decimal value
 * (`1.005` shows `1,01 €`).
 *
 * What it returns for fr-FR: `1 234,50 €` written `'1\u202F234,50\u00A0€'`: a narrow no-break space (U+202F)
 * between thousands and a no-break space (U+00A0) before `€`, exactly as Intl produces them, so the price never wraps
 * across lines. Pass `spaces: 'ascii'` to get plain U+0020 spaces (`'1 234,50 €'`) for text mails or CSV.
 * Negative amounts are formatted with a minus sign (a discount line: `-5,00 €`): formatting is the edge, not a
 * computation, so they are not refused here.
 *
 * @param amount - euros, a finite number.
 * @throws {@link PricingError} `invalid_amount` for a non-finite number or one beyond ±10 000 000 €.
 *
 * @example
 * ```ts
 * import { formatPrice } from '@citerne/pricing';
 *
 * formatPrice(1234.5); // '1 234,50 €' (U+202F and U+00A0 spaces)
 * formatPrice(1234.5, { spaces: 'ascii' }); // '1 234,50 €' (plain spaces)
 * formatPrice(0.1 + 0.2); // '0,30 €'
 * formatPrice(19.9, { locale: 'en-US' }); // '€19.90'
 * ```
 */
export function formatPrice(amount: number, options?: FormatPriceOptions): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new PricingError(
      'invalid_amount',
      'amount',
      `amount must be a finite number of euros (got ${String(amount)})`,
    );
  }
  const cents = toCents(amount);
  if (Math.abs(cents) > MAX_CENTS) {
    throw new PricingError(
      'invalid_amount',
      'amount',
      `amount must be within ±${MAX_CENTS / 100} euros (got ${amount})`,
    );
  }
  const { locale, currency, spaces } = readFormatOptions(options);
  return formatCents(cents === 0 ? 0 : cents, locale, currency, 2, spaces);
}
