/**
 * An amount excluding tax with the VAT added, tax rounded half-up to the cent (the rounding of
 * `@citerne/pricing`: tax = round(excl × rate), incl = excl + tax).
 *
 * @example
 * inclTax(724.17, 20); // 869
 */
export function inclTax(amountExclTax: number, ratePercent: number): number {
  const cents = Math.round(amountExclTax * 100);
  const taxCents = Math.round((cents * ratePercent) / 100);
  return (cents + taxCents) / 100;
}
