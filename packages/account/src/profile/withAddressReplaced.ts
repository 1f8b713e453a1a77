import type { UserProfile } from '@citerne/core-api/contract';
import { addressBookEntries } from './addressBookEntries';
import { findBookAddress } from './findBookAddress';
import type { AddressFields, ProfileUpdate } from './ProfileUpdate';
import { bookOf, toProfileUpdate } from './toProfileUpdate';

/**
 * The profile update that replaces the fields of one address (an edit): it keeps its id, so the API updates it in
 * place, and its default flags. Throws a `RangeError` for an id the profile does not hold.
 * @example
 * await session.updateProfile(withAddressReplaced(profile, 12, { ...fields, city: 'Agen' }));
 */
export function withAddressReplaced(profile: UserProfile, id: number, address: AddressFields): ProfileUpdate {
  const book = bookOf(addressBookEntries(profile));
  findBookAddress(book, id);
  return toProfileUpdate(
    profile,
    book.map((entry) => (entry.id === id ? { ...entry, fields: address } : entry)),
  );
}
