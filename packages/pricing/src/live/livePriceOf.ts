import { fromCents } from '../money/fromCents.js';
import { splitUnitPrice } from '../money/splitUnitPrice.js';
import type { LivePrice } from './LivePrice.js';

/**
 * The {@link LivePrice} of an amount incl. tax (cents), struck against `originalCents` when that is higher. The tax is
 * split out of the amount as from a price incl. tax (excl. = round(incl ÷ (1 + rate))), so it never exceeds it.
 */
export function livePriceOf(amountCents: number, originalCents: number | null, ppm: number): LivePrice {
  const struck = originalCents !== null && originalCents > amountCents ? originalCents : null;
  return {
    amount: fromCents(amountCents),
    originalAmount: struck === null ? null : fromCents(struck),
    // Rounded down so the announced reduction is never overstated.
    percentOff: struck === null ? null : Math.floor(((struck - amountCents) * 100) / struck),
    tax: fromCents(amountCents - splitUnitPrice(amountCents, ppm, true).excl),
  };
}
