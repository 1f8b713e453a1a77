import type { Address, UserAddressInput, UserProfile } from '@citerne/core-api/contract';
import type { AddressBookEntry } from './addressBookEntries';
import type { AddressFields, ProfileUpdate } from './ProfileUpdate';
import type { EditableProfileField } from './pickEditableProfile';

/** An address of the book being edited: what is sent for it, and its default flags. */
export interface BookAddress {
  readonly id?: number;
  readonly fields: AddressFields;
  readonly isDefaultShipping: boolean;
  readonly isDefaultBilling: boolean;
}

const text = (value: string | null | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The editable fields of a profile address, as the update sends them back (nulls left out, region as text). */
function fieldsOf(address: Address): AddressFields {
  const region = typeof address.region === 'string' ? address.region : address.region?.region;
  const optional = {
    region: text(region),
    region_code: text(address.region_code),
    telephone: text(address.telephone),
    company: text(address.company),
    vat_id: text(address.vat_id),
  };
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: [...address.street],
    city: address.city,
    postcode: address.postcode ?? '',
    country_id: address.country_id,
    ...(address.region_id != null ? { region_id: address.region_id } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** The address book of a profile, ready to edit. */
export function bookOf(entries: readonly AddressBookEntry[]): BookAddress[] {
  return entries.map((entry) => ({
    ...(entry.id !== undefined ? { id: entry.id } : {}),
    fields: fieldsOf(entry),
    isDefaultShipping: entry.isDefaultShipping,
    isDefaultBilling: entry.isDefaultBilling,
  }));
}

/**
 * The `updateMe` body for a profile with this address book (SPEC §6: only firstname, lastname, email and
 * addresses). Every address carries its id (kept addresses) and both default flags, so the API's defaults follow
 * the book exactly (apps/api `saveAddresses`: listed ids are updated, addresses without one added, the others
 * removed, defaults set from the flags).
 */
export function toProfileUpdate(profile: UserProfile, book: readonly BookAddress[]): ProfileUpdate {
  const addresses = book.map(
    (address): UserAddressInput => ({
      ...(address.id !== undefined ? { id: address.id } : {}),
      ...address.fields,
      default_shipping: address.isDefaultShipping,
      default_billing: address.isDefaultBilling,
    }),
  );
  const { firstname, lastname, email } = profile;
  return { firstname, lastname, email, addresses } satisfies Record<EditableProfileField, unknown>;
}
