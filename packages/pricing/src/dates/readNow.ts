import { PricingError } from '../errors/PricingError.js';

/** The instant to price at: a `Date` or epoch ms; missing means the current time. */
export function readNow(value: unknown, path: string): number {
  if (value === undefined || value === null) return Date.now();
  const at = value instanceof Date ? value.getTime() : value;
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    throw new PricingError('invalid_date', path, `${path} must be a valid Date or epoch milliseconds`);
  }
  return at;
}
