/** Integer cents back to euros as the nearest double (1999 → 19.99). */
export function fromCents(cents: number): number {
  return cents / 100;
}
