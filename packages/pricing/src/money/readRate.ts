import { PricingError } from '../errors/PricingError.js';
import { MAX_RATE_PERCENT } from './limits.js';

/**
 * Reads a tax rate in percent (20 for 20 %, 5.5 for 5.5 %) and returns it in parts per million of the amount,
 * rounded to 4 decimals of a percent as Magento stores rates.
 */
export function readRate(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PricingError('invalid_rate', path, `${path} must be a finite number of percent (got ${typeof value})`);
  }
  if (value < 0) {
    throw new PricingError('negative_amount', path, `${path} must not be negative (got ${value})`);
  }
  if (value > MAX_RATE_PERCENT) {
    throw new PricingError('invalid_rate', path, `${path} must be at most ${MAX_RATE_PERCENT} % (got ${value})`);
  }
  return Math.round(value * 10_000);
}
