import type { AddressDetails } from '@citerne/checkout';
import type { Address, UserProfile } from '@citerne/core-api/contract';

/**
 * A saved address of the customer's profile (SPEC §3 "Address payload") as checkout address details, to pre-fill
 * the delivery or billing address.
 *
 * @example
 * addressDetailsOf(profile.addresses[0]); // { firstName: 'Léa', streetAddress: '3 rue des Lilas', zipCode: '49300', … }
 */
export function addressDetailsOf(address: Address): AddressDetails {
  const region = address.region;
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    country: address.country_id,
    streetAddress: address.street[0] ?? '',
    apartmentNumber: address.street[1] ?? '',
    city: address.city,
    state: typeof region === 'string' ? region : (region?.region ?? ''),
    region_id: address.region_id ?? null,
    zipCode: address.postcode ?? '',
    phoneNumber: address.telephone ?? '',
  };
}

/**
 * The customer's default delivery address: the one flagged `default_shipping` (or named by the profile's
 * `default_shipping` id), else the first saved one; `null` without any.
 *
 * @example
 * const address = defaultShippingAddress(profile);
 */
export function defaultShippingAddress(profile: UserProfile): Address | null {
  const addresses = profile.addresses ?? [];
  return (
    addresses.find((address) => address.default_shipping === true) ??
    addresses.find((address) => address.id !== undefined && String(address.id) === String(profile.default_shipping)) ??
    addresses[0] ??
    null
  );
}
