import type { UserProfile } from '@citerne/core-api/contract';
import { addressBookEntries } from './addressBookEntries';
import { findBookAddress } from './findBookAddress';
import type { ProfileUpdate } from './ProfileUpdate';
import { bookOf, toProfileUpdate } from './toProfileUpdate';

/**
 * The profile update that removes an address. Removing the default shipping (or billing) address makes the first
 * remaining address the default, so a book with addresses always has one. Throws a `RangeError` for an id the
 * profile does not hold.
 * @example
 * await session.updateProfile(withAddressRemoved(profile, 12));
 */
export function withAddressRemoved(profile: UserProfile, id: number): ProfileUpdate {
  const book = bookOf(addressBookEntries(profile));
  const removed = findBookAddress(book, id);
  const kept = book.filter((entry) => entry !== removed);
  return toProfileUpdate(
    profile,
    kept.map((entry, index) => ({
      ...entry,
      isDefaultShipping: entry.isDefaultShipping || (removed.isDefaultShipping && index === 0),
      isDefaultBilling: entry.isDefaultBilling || (removed.isDefaultBilling && index === 0),
    })),
  );
}
