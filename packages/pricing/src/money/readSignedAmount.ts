import { PricingError } from '../errors/PricingError.js';
import { MAX_CENTS } from './limits.js';
import { readAmount } from './readAmount.js';
import { toCents } from './toCents.js';

/**
 * Reads an amount in euros that may be negative, such as a discount option (SPEC §4 "Option pricing"):
 * `null`/`undefined` give `null` (missing), anything else must be a finite number of at most 10 000 000 € either
 * way. Returns integer cents.
 */
export function readSignedAmount(value: unknown, path: string): number | null {
  if (typeof value !== 'number' || !(value < 0)) return readAmount(value, path);
  const cents = toCents(value);
  if (!(cents >= -MAX_CENTS)) {
    throw new PricingError('invalid_amount', path, `${path} must be at least -${MAX_CENTS / 100} euros (got ${value})`);
  }
  return cents;
}
