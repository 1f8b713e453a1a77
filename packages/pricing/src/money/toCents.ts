import { PricingError } from '../errors/PricingError.js';

/**
 * Euros (a double such as 19.99 or 1.005) to integer cents, rounded half-up on the decimal the amount was written
 * with: `1.005` gives 101 although `1.005 * 100` is 100.49999999999999 in binary, so `Math.round(x * 100)` would
 * give 100. Negative amounts round half away from zero (symmetrically). Use it wherever an amount in euros enters a
 * computation in cents; {@link fromCents} goes back.
 *
 * @param euros - a finite number of euros. The range is not checked (the computations of this package refuse
 *   amounts beyond 10 000 000 €).
 * @returns integer cents.
 * @throws {@link PricingError} `invalid_amount` for anything but a finite number.
 *
 * @example
 * ```ts
 * import { toCents } from '@citerne/pricing';
 *
 * toCents(19.99); // 1999
 * toCents(1.005); // 101 (Math.round(1.005 * 100) is 100)
 * toCents(0.1 + 0.2); // 30
 * toCents(-2.5); // -250
 * ```
 */
export function toCents(euros: number): number {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) {
    throw new PricingError('invalid_amount', 'euros', `euros must be a finite number (got ${String(euros)})`);
  }
  return euros < 0 ? -halfUpCents(-euros) : halfUpCents(euros);
}

function halfUpCents(euros: number): number {
  const scaled = euros * 100;
  const floor = Math.floor(scaled);
  if (Math.abs(scaled - floor - 0.5) < 1e-6) {
    // Near a half cent the binary error decides the side: round on the 15 significant digits a double really carries.
    return Math.round(Number(scaled.toPrecision(15)));
  }
  return Math.round(scaled);
}
