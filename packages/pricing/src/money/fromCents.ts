import { PricingError } from '../errors/PricingError.js';

/**
 * Integer cents back to euros, as the nearest double (1999 → 19.99): the way amounts leave a computation in cents
 * for the catalogue, the API and {@link formatPrice}. {@link toCents} of the result gives the cents back.
 *
 * @param cents - a safe integer.
 * @throws {@link PricingError} `invalid_amount` for a fractional or non-finite number: cents are whole, a fraction
 *   means an amount was not rounded (round it with {@link toCents} first).
 *
 * @example
 * ```ts
 * import { fromCents, toCents } from '@citerne/pricing';
 *
 * fromCents(1999); // 19.99
 * fromCents(toCents(569) * 3); // 1707
 * fromCents(12.5); // throws PricingError { code: 'invalid_amount', path: 'cents' }
 * ```
 */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new PricingError('invalid_amount', 'cents', `cents must be a whole number (got ${String(cents)})`);
  }
  return cents / 100;
}
