import { describe, expect, it } from 'vitest';
import { profileWith, savedAddress } from '../testing/addressBook';
import { withAddressRemoved } from './withAddressRemoved';

const flags = (update: ReturnType<typeof withAddressRemoved>) =>
  update.addresses?.map((address) => [address.id, address.default_shipping, address.default_billing]);

describe('removing an address', () => {
  it('the address is left out of the list, so the API removes it', () => {
    const profile = profileWith([savedAddress(1, 'Lyon', { shipping: true, billing: true }), savedAddress(2, 'Agen')]);
    expect(flags(withAddressRemoved(profile, 2))).toEqual([[1, true, true]]);
  });

  it('removing the default promotes the first remaining address', () => {
    const profile = profileWith([
      savedAddress(1, 'Lyon', { shipping: true }),
      savedAddress(2, 'Agen', { billing: true }),
      savedAddress(3, 'Nantes'),
    ]);
    expect(flags(withAddressRemoved(profile, 1))).toEqual([
      [2, true, true],
      [3, false, false],
    ]);
  });

  it('removing the last address empties the book', () => {
    expect(withAddressRemoved(profileWith([savedAddress(1, 'Lyon', { shipping: true })]), 1).addresses).toEqual([]);
  });

  it('an id the profile does not hold is refused', () => {
    expect(() => withAddressRemoved(profileWith([]), 1)).toThrow(RangeError);
  });
});
