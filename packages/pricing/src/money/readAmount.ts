import { PricingError } from '../errors/PricingError.js';
import { MAX_CENTS } from './limits.js';
import { toCents } from './toCents.js';

/**
 * Reads an amount in euros from outside input: `null`/`undefined` give `null` (missing), anything else must be a
 * finite, non-negative number of at most 10 000 000 €. Returns integer cents.
 */
export function readAmount(value: unknown, path: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PricingError('invalid_amount', path, `${path} must be a finite number of euros (got ${describe(value)})`);
  }
  if (value < 0) {
    throw new PricingError('negative_amount', path, `${path} must not be negative (got ${value})`);
  }
  const cents = toCents(value);
  if (cents > MAX_CENTS) {
    throw new PricingError('invalid_amount', path, `${path} must be at most ${MAX_CENTS / 100} euros (got ${value})`);
  }
  return cents;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  return typeof value;
}
