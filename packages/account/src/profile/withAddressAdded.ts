import type { UserProfile } from '@citerne/core-api/contract';
import { addressBookEntries } from './addressBookEntries';
import type { AddressFields, ProfileUpdate } from './ProfileUpdate';
import { bookOf, toProfileUpdate } from './toProfileUpdate';

/**
 * The profile update that adds an address to the book. The first address becomes the default shipping and billing
 * address, and so does one added `asDefault`; an address added where a kind has no default yet becomes that
 * kind's default.
 * @example
 * const outcome = await session.updateProfile(withAddressAdded(profile, address, { asDefault: true }));
 */
export function withAddressAdded(
  profile: UserProfile,
  address: AddressFields,
  { asDefault = false }: { readonly asDefault?: boolean } = {},
): ProfileUpdate {
  const book = bookOf(addressBookEntries(profile));
  const shipping = asDefault || !book.some((entry) => entry.isDefaultShipping);
  const billing = asDefault || !book.some((entry) => entry.isDefaultBilling);
  return toProfileUpdate(profile, [
    ...book.map((entry) => ({
      ...entry,
      isDefaultShipping: entry.isDefaultShipping && !shipping,
      isDefaultBilling: entry.isDefaultBilling && !billing,
    })),
    { fields: address, isDefaultShipping: shipping, isDefaultBilling: billing },
  ]);
}
