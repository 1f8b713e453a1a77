/** SPEC §9 "Shipping and totals": the free shipping text for France applies from 200 € incl. tax, in cents. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 20_000;

/**
 * How much more (in cents, incl. tax) the shopper must spend to get free shipping in France; 0 once
 * reached (SPEC §9). Show `checkoutMessages.freeShippingRemaining(formatted)` or `freeShippingReached`.
 * @example
 * freeShippingRemaining(18_750); // 1250
 * freeShippingRemaining(25_000); // 0
 */
export function freeShippingRemaining(
  subtotalInclTaxCents: number,
  thresholdCents: number = FREE_SHIPPING_THRESHOLD_CENTS,
): number {
  if (!Number.isFinite(subtotalInclTaxCents)) return thresholdCents;
  return Math.max(0, Math.ceil(thresholdCents - subtotalInclTaxCents));
}
