import { UserUpdateMeRequestSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressIn, profileWith, savedAddress } from '../testing/addressBook';
import { withAddressAdded } from './withAddressAdded';

const flags = (update: ReturnType<typeof withAddressAdded>) =>
  update.addresses?.map((address) => [address.id ?? 'new', address.default_shipping, address.default_billing]);

describe('adding an address', () => {
  it('the update holds only the editable fields (SPEC §6) and passes the contract', () => {
    const update = withAddressAdded(profileWith([]), addressIn('Lyon'));
    expect(Object.keys(update).sort()).toEqual(['addresses', 'email', 'firstname', 'lastname']);
    expect(v.is(UserUpdateMeRequestSchema, { customer: update })).toBe(true);
  });

  it('the first address becomes the default shipping and billing address', () => {
    expect(flags(withAddressAdded(profileWith([]), addressIn('Lyon')))).toEqual([['new', true, true]]);
  });

  it('a later address is not the default unless asked, and the kept ones keep their ids and defaults', () => {
    const profile = profileWith([savedAddress(1, 'Lyon', { shipping: true, billing: true })]);
    expect(flags(withAddressAdded(profile, addressIn('Agen')))).toEqual([
      [1, true, true],
      ['new', false, false],
    ]);
    expect(flags(withAddressAdded(profile, addressIn('Agen'), { asDefault: true }))).toEqual([
      [1, false, false],
      ['new', true, true],
    ]);
  });

  it('a kind without a default gets the new address as its default', () => {
    const profile = profileWith([savedAddress(1, 'Lyon', { shipping: true })]);
    expect(flags(withAddressAdded(profile, addressIn('Agen')))).toEqual([
      [1, true, false],
      ['new', false, true],
    ]);
  });

  it('kept addresses are sent back without the API’s nulls, the region as text', () => {
    const update = withAddressAdded(profileWith([savedAddress(1, 'Lyon', { shipping: true })]), addressIn('Agen'));
    expect(update.addresses?.[0]).toEqual({
      id: 1,
      ...addressIn('Lyon'),
      region: 'Rhône',
      telephone: '+33 4 78 00 00 00',
      default_shipping: true,
      default_billing: false,
    });
  });
});
