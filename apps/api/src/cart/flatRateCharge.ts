import { toCents } from '@citerne/pricing';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import type { ShippingCharge } from './computeTotals';

/**
 * The shipping charge of the DPD flat rate (SPEC §9: 4 € excl., 5 € incl. tax) for products costing
 * `productsInclTax` cents after discount: free from the country's threshold (200 € TTC in France).
 * `null` when nothing ships (a virtual cart) or the country is not served.
 * @example
 * flatRateCharge(settings, 'FR', 19_999, false); // { excl: 400, incl: 500, ... }
 * flatRateCharge(settings, 'FR', 20_000, false); // { excl: 0, incl: 0, ... }
 */
export function flatRateCharge(
  settings: CommerceSettings,
  country: string,
  productsInclTax: number,
  isVirtual: boolean,
): ShippingCharge | null {
  if (isVirtual || !settings.shippingCountries.includes(country)) return null;
  const threshold = settings.freeShippingFrom[country];
  const description = `${settings.flatRate.carrierTitle} - ${settings.flatRate.methodTitle}`;
  if (threshold !== undefined && productsInclTax >= toCents(threshold)) {
    return { excl: 0, incl: 0, description };
  }
  return {
    excl: toCents(settings.flatRate.amount),
    incl: toCents(settings.flatRate.amountInclTax),
    description,
  };
}
