import type { Address, UserProfile } from '@citerne/core-api/contract';

/** A profile address with whether it is the default shipping and the default billing address. */
export type AddressBookEntry = Address & { readonly isDefaultShipping: boolean; readonly isDefaultBilling: boolean };

const isDefault = (flag: boolean | undefined, profileDefault: UserProfile['default_shipping'], id: Address['id']) =>
  flag === true || (profileDefault != null && id !== undefined && String(profileDefault) === String(id));

/**
 * The profile's address book (SPEC §2 My Account "shipping details", §3 "Address payload"): each address with
 * `isDefaultShipping` and `isDefaultBilling`, read from the address's own flags or the profile's
 * `default_shipping` / `default_billing` ids (the API and Magento give either).
 * @example
 * const main = addressBookEntries(profile).find((entry) => entry.isDefaultShipping);
 */
export function addressBookEntries(profile: UserProfile): AddressBookEntry[] {
  return profile.addresses.map((address) => ({
    ...address,
    isDefaultShipping: isDefault(address.default_shipping, profile.default_shipping, address.id),
    isDefaultBilling: isDefault(address.default_billing, profile.default_billing, address.id),
  }));
}
