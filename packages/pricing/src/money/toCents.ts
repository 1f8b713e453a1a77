/**
 * Euros (a double such as 19.99 or 1.005) to integer cents, rounded half-up on the decimal the amount was written
 * with: `1.005` gives 101 although `1.005 * 100` is 100.49999999999999 in binary.
 * Negative amounts round half away from zero (symmetrically). The caller validates the range.
 */
export function toCents(euros: number): number {
  if (euros < 0) return -toCents(-euros);
  const scaled = euros * 100;
  const floor = Math.floor(scaled);
  if (Math.abs(scaled - floor - 0.5) < 1e-6) {
    // Near a half cent the binary error decides the side: round on the 15 significant digits a double really carries.
    return Math.round(Number(scaled.toPrecision(15)));
  }
  return Math.round(scaled);
}
