import { PPM } from './limits.js';
import { mulDivHalfUp } from './mulDivHalfUp.js';
import type { UnitPrice } from './UnitPrice.js';

/**
 * Splits a unit amount (cents) into excl. tax, tax and incl. tax at rate `ppm`, each rounded half-up to the cent.
 * - Source excl. tax: tax = round(excl × rate), incl = excl + tax.
 * - Source incl. tax (SPEC §4 "Pricing"): excl = round(incl ÷ (1 + rate)), tax = incl − excl, so the shopper still
 *   sees exactly the amount the merchant entered.
 */
export function splitUnitPrice(cents: number, ppm: number, sourceInclTax: boolean): UnitPrice {
  if (ppm === 0) return { excl: cents, tax: 0, incl: cents };
  if (sourceInclTax) {
    const excl = mulDivHalfUp(cents, PPM, PPM + ppm);
    return { excl, tax: cents - excl, incl: cents };
  }
  const tax = mulDivHalfUp(cents, ppm, PPM);
  return { excl: cents, tax, incl: cents + tax };
}
