import type { ShippingMethod } from '@citerne/core-api/contract';
import { fromCents } from '@citerne/pricing';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import { flatRateCharge } from './flatRateCharge';

/**
 * The shipping methods offered for a cart (SPEC §3 "Shipping method"): the DPD flat rate, free when
 * the threshold is reached; none for a virtual cart or a country the shop does not deliver to.
 * @example
 * shippingMethodsFor(settings, 'FR', 10_000, false)[0].price_incl_tax; // 5
 */
export function shippingMethodsFor(
  settings: CommerceSettings,
  country: string,
  productsInclTax: number,
  isVirtual: boolean,
): ShippingMethod[] {
  const charge = flatRateCharge(settings, country, productsInclTax, isVirtual);
  if (!charge) return [];
  return [
    {
      carrier_code: settings.flatRate.carrierCode,
      method_code: settings.flatRate.methodCode,
      carrier_title: settings.flatRate.carrierTitle,
      method_title: settings.flatRate.methodTitle,
      amount: fromCents(charge.excl),
      base_amount: fromCents(charge.excl),
      price_excl_tax: fromCents(charge.excl),
      price_incl_tax: fromCents(charge.incl),
      available: true,
      error_message: null,
      default: true,
      offline: false,
      is_server_method: true,
    },
  ];
}
