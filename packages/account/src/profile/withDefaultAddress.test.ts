import { describe, expect, it } from 'vitest';
import { profileWith, savedAddress } from '../testing/addressBook';
import { withDefaultAddress } from './withDefaultAddress';

const flags = (update: ReturnType<typeof withDefaultAddress>) =>
  update.addresses?.map((address) => [address.id, address.default_shipping, address.default_billing]);

describe('choosing the default address', () => {
  const profile = profileWith([savedAddress(1, 'Lyon', { shipping: true, billing: true }), savedAddress(2, 'Agen')]);

  it('an address becomes the default shipping and billing address; the previous one stops being it', () => {
    expect(flags(withDefaultAddress(profile, 2))).toEqual([
      [1, false, false],
      [2, true, true],
    ]);
  });

  it('one kind can be chosen alone', () => {
    expect(flags(withDefaultAddress(profile, 2, 'billing'))).toEqual([
      [1, true, false],
      [2, false, true],
    ]);
    expect(flags(withDefaultAddress(profile, 2, 'shipping'))).toEqual([
      [1, false, true],
      [2, true, false],
    ]);
  });

  it('an id the profile does not hold is refused', () => {
    expect(() => withDefaultAddress(profile, 3)).toThrow(RangeError);
  });
});
