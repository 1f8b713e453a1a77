import { PricingError } from '../errors/PricingError.js';
import { fromCents } from './fromCents.js';
import { MAX_CENTS } from './limits.js';
import type { PriceBreakdown } from './PriceBreakdown.js';

/** Cents totals to a {@link PriceBreakdown} in euros, refusing totals beyond 10 000 000 €. */
export function toBreakdown(excl: number, tax: number, path: string): PriceBreakdown {
  if (excl + tax > MAX_CENTS) {
    throw new PricingError('invalid_amount', path, `${path} adds up to more than ${MAX_CENTS / 100} euros`);
  }
  return { price: fromCents(excl), price_tax: fromCents(tax), price_incl_tax: fromCents(excl + tax) };
}
