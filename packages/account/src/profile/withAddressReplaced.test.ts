import { describe, expect, it } from 'vitest';
import { addressIn, profileWith, savedAddress } from '../testing/addressBook';
import { withAddressReplaced } from './withAddressReplaced';

describe('editing an address', () => {
  const profile = profileWith([savedAddress(1, 'Lyon', { shipping: true, billing: true }), savedAddress(2, 'Agen')]);

  it('the address keeps its id (updated in place) and its defaults; the others are untouched', () => {
    const update = withAddressReplaced(profile, 1, addressIn('Bordeaux'));
    expect(update.addresses?.map((address) => [address.id, address.city, address.default_shipping])).toEqual([
      [1, 'Bordeaux', true],
      [2, 'Agen', false],
    ]);
    expect(update.addresses?.[0]).not.toHaveProperty('telephone');
  });

  it('an id the profile does not hold is refused', () => {
    expect(() => withAddressReplaced(profile, 9, addressIn('Bordeaux'))).toThrow(RangeError);
  });
});
