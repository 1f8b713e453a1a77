import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';

/**
 * Checks a shipping method against the cart: the DPD flat rate, to a country the shop delivers to.
 * A virtual cart ships nothing, so any method passes.
 * @example
 * assertShippingMethod(settings, 'FR', 'flatrate', 'flatrate', false);
 */
export function assertShippingMethod(
  settings: CommerceContext['settings'],
  country: string,
  carrierCode: string,
  methodCode: string,
  isVirtual: boolean,
): void {
  if (isVirtual) return;
  if (!settings.shippingCountries.includes(country)) {
    throw new CommerceError(400, `The shop does not deliver to ${country}.`, 'COUNTRY_NOT_SERVED');
  }
  if (carrierCode !== settings.flatRate.carrierCode || methodCode !== settings.flatRate.methodCode) {
    throw new CommerceError(400, `Unknown shipping method ${carrierCode}_${methodCode}.`, 'SHIPPING_METHOD_INVALID');
  }
}
