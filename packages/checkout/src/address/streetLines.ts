import type { AddressDetails } from '../details/CheckoutDetails';

/** The street lines of an address (SPEC §3: two lines): the street, then the apartment when there is one. */
export function streetLines(address: AddressDetails): string[] {
  const apartment = address.apartmentNumber.trim();
  return apartment === '' ? [address.streetAddress.trim()] : [address.streetAddress.trim(), apartment];
}
