import { PricingError } from '../errors/PricingError.js';

/**
 * Reads a quantity: missing gives `fallback`; otherwise a finite number ≥ 0, and above 0 when `positive`
 * (SPEC §5: a quantity must be above 0).
 */
export function readQuantity(value: unknown, path: string, fallback: number, positive: boolean): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PricingError('invalid_quantity', path, `${path} must be a finite number (got ${typeof value})`);
  }
  if (value < 0) {
    throw new PricingError('negative_amount', path, `${path} must not be negative (got ${value})`);
  }
  if (positive && value === 0) {
    throw new PricingError('invalid_quantity', path, `${path} must be above 0`);
  }
  return value;
}
