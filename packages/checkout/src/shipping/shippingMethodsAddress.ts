import type { ShippingMethodsAddress } from '@citerne/core-api/contract';
import { streetLines } from '../address/streetLines';
import type { ShippingDetails } from '../details/CheckoutDetails';
import { DEFAULT_COUNTRY } from '../details/defaultCountry';

/**
 * The address of a shipping-methods query (`POST /api/cart/shipping-methods`, SPEC §3): the country,
 * and what the shopper has typed of the street, zip code, city and region so far (a query may hold
 * only the country).
 * @example
 * await client.cart.shippingMethods({ address: shippingMethodsAddress(state.shippingDetails) });
 */
export function shippingMethodsAddress(details: ShippingDetails): ShippingMethodsAddress {
  const text = (key: 'postcode' | 'city' | 'region', value: string) =>
    value.trim() === '' ? {} : { [key]: value.trim() };
  return {
    country_id: details.country.trim().toUpperCase() || DEFAULT_COUNTRY,
    ...(details.streetAddress.trim() === '' ? {} : { street: streetLines(details) }),
    ...text('postcode', details.zipCode),
    ...text('city', details.city),
    ...text('region', details.state),
    ...(details.region_id === null ? {} : { region_id: details.region_id }),
  };
}
