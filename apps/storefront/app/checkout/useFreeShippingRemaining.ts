import { freeShippingRemaining } from '@citerne/checkout';
import { toCents } from '@citerne/pricing';
import { useFreeShippingFrom } from '../shop/useFreeShippingFrom';

/**
 * `freeShippingRemaining` of `@citerne/checkout` with the threshold of the API's configuration (SPEC §9 "Free shipping
 * text for France applies from 200 euros incl. tax", `useFreeShippingFrom`): the cents left to spend for free delivery
 * in France, 0 once reached, `null` when France has no threshold.
 *
 * @example
 * const remaining = useFreeShippingRemaining()(18_750); // 1250 with the default 200 €
 */
export function useFreeShippingRemaining(): (subtotalInclTaxCents: number) => number | null {
  const from = useFreeShippingFrom();
  if (from === null) return () => null;
  // Euros of the configuration to cents, as the API's flat rate compares them (`flatRateCharge`).
  const thresholdCents = toCents(from);
  return (subtotalInclTaxCents) => freeShippingRemaining(subtotalInclTaxCents, thresholdCents);
}
