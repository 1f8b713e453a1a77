/**
 * How much more (in cents, incl. tax) the shopper must spend to get free shipping in France; 0 once
 * reached (SPEC §9). The threshold is the shop's configuration (the API's `GET /api/ext/shipping-terms`, 200 € by
 * default), never one written in the package. Show `checkoutMessages.freeShippingRemaining(formatted)` or
 * `freeShippingReached`.
 * @example
 * freeShippingRemaining(18_750, 20_000); // 1250
 * freeShippingRemaining(25_000, 20_000); // 0
 */
export function freeShippingRemaining(subtotalInclTaxCents: number, thresholdCents: number): number {
  if (!Number.isFinite(subtotalInclTaxCents)) return thresholdCents;
  return Math.max(0, Math.ceil(thresholdCents - subtotalInclTaxCents));
}
