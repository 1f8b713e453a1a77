import { PricingError } from '../errors/PricingError.js';
import { mulDivHalfUp } from './mulDivHalfUp.js';
import { readRate } from './readRate.js';

/**
 * A percentage of an amount in integer cents, rounded half-up to the cent, exactly (a percent discount's share of a
 * row: SPEC §9 "a percent coupon takes its share off each row"). `Math.round(cents * percent / 100)` is off by a
 * cent where the binary product lands just under a half; this is not.
 *
 * @param cents - a non-negative integer number of cents.
 * @param percent - 0 to 100, up to 4 decimals (12.5 for 12.5 %).
 * @returns integer cents.
 * @throws {@link PricingError} `invalid_amount` for cents that are not a non-negative safe integer, `invalid_rate`
 *   or `negative_amount` for a percent outside 0–100.
 *
 * @example
 * ```ts
 * import { percentOfCents } from '@citerne/pricing';
 *
 * percentOfCents(28_900, 10); // 2890
 * percentOfCents(1_005, 10); // 101 (100.5 rounds up)
 * percentOfCents(999, 12.5); // 125
 * ```
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new PricingError('invalid_amount', 'cents', `cents must be a non-negative integer (got ${String(cents)})`);
  }
  // readRate gives parts per million of the amount: 10 % is 100 000 ppm.
  return mulDivHalfUp(cents, readRate(percent, 'percent'), 1_000_000);
}
