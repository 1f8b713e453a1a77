import type { UserProfile } from '@citerne/core-api/contract';
import { addressBookEntries } from './addressBookEntries';
import { findBookAddress } from './findBookAddress';
import type { ProfileUpdate } from './ProfileUpdate';
import { bookOf, toProfileUpdate } from './toProfileUpdate';

/**
 * The profile update that makes an address the default shipping address, billing address, or both (default); the
 * previous default of that kind stops being one. Throws a `RangeError` for an id the profile does not hold.
 * @example
 * await session.updateProfile(withDefaultAddress(profile, 12));
 * await session.updateProfile(withDefaultAddress(profile, 14, 'billing'));
 */
export function withDefaultAddress(
  profile: UserProfile,
  id: number,
  kind: 'shipping' | 'billing' | 'both' = 'both',
): ProfileUpdate {
  const book = bookOf(addressBookEntries(profile));
  findBookAddress(book, id);
  const shipping = kind !== 'billing';
  const billing = kind !== 'shipping';
  return toProfileUpdate(
    profile,
    book.map((entry) => ({
      ...entry,
      isDefaultShipping: shipping ? entry.id === id : entry.isDefaultShipping,
      isDefaultBilling: billing ? entry.id === id : entry.isDefaultBilling,
    })),
  );
}
