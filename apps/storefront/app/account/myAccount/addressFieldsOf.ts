import type { AddressFields } from '@citerne/account';
import type { AddressDetails } from '@citerne/checkout';

/**
 * An address filled in the checkout's French address form, as the address book saves it (SPEC §3 "Address
 * payload"): trimmed, the apartment as a second street line only when given, empty optional fields left out.
 *
 * @example
 * addressFieldsOf({ firstName: 'Léa', streetAddress: '3 rue des Lilas', apartmentNumber: '', zipCode: '49300', … });
 * // { firstname: 'Léa', street: ['3 rue des Lilas'], postcode: '49300', … }
 */
export function addressFieldsOf(details: AddressDetails): AddressFields {
  const apartment = details.apartmentNumber.trim();
  const region = details.state.trim();
  const telephone = details.phoneNumber.trim();
  return {
    firstname: details.firstName.trim(),
    lastname: details.lastName.trim(),
    street: apartment ? [details.streetAddress.trim(), apartment] : [details.streetAddress.trim()],
    city: details.city.trim(),
    postcode: details.zipCode.trim(),
    country_id: details.country.trim().toUpperCase(),
    ...(region ? { region } : {}),
    ...(details.region_id === null ? {} : { region_id: details.region_id }),
    ...(telephone ? { telephone } : {}),
  };
}
