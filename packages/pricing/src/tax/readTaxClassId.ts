import { PricingError } from '../errors/PricingError.js';

/** A tax class id as Magento serves it (number or numeric string); missing gives 0 (no tax class). */
export function readTaxClassId(value: unknown, path: string): number {
  if (value === undefined || value === null || value === '') return 0;
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) {
    throw new PricingError('invalid_input', path, `${path} must be a tax class id ≥ 0 (got ${JSON.stringify(value)})`);
  }
  return id;
}
