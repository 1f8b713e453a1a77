import { PricingError } from '../errors/PricingError.js';
import { readAmount } from './readAmount.js';
import type { UnitPrice } from './UnitPrice.js';

/** The unit price of a linked product: excl. tax from `price`, incl. tax from `price_incl_tax` (else `price`). */
export function readLinkedUnit(product: unknown, fallbackPrice: unknown, path: string): UnitPrice {
  if (product === undefined || product === null) {
    const excl = readAmount(fallbackPrice, `${path}.price`) ?? 0;
    return { excl, tax: 0, incl: excl };
  }
  if (typeof product !== 'object') {
    throw new PricingError('invalid_input', `${path}.product`, `${path}.product must be a product object`);
  }
  const fields = product as Record<string, unknown>;
  const excl = readAmount(fields.price, `${path}.product.price`) ?? 0;
  const incl = readAmount(fields.price_incl_tax, `${path}.product.price_incl_tax`) ?? excl;
  if (incl < excl) {
    throw new PricingError(
      'invalid_amount',
      `${path}.product.price_incl_tax`,
      `${path}.product.price_incl_tax must not be below its price excluding tax`,
    );
  }
  return { excl, tax: incl - excl, incl };
}
