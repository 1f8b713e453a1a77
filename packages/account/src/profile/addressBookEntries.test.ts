import { describe, expect, it } from 'vitest';
import { profileWith, savedAddress } from '../testing/addressBook';
import { addressBookEntries } from './addressBookEntries';

describe('the address book (SPEC §3 "Address payload")', () => {
  it('each address says whether it is the default shipping and billing address, from its own flags', () => {
    const entries = addressBookEntries(
      profileWith([savedAddress(1, 'Lyon', { shipping: true }), savedAddress(2, 'Agen', { billing: true })]),
    );
    expect(entries.map((entry) => [entry.id, entry.isDefaultShipping, entry.isDefaultBilling])).toEqual([
      [1, true, false],
      [2, false, true],
    ]);
  });

  it('or from the profile’s default ids, as Magento gives them', () => {
    const { default_shipping: _s, default_billing: _b, ...plain } = savedAddress(2, 'Agen');
    const entries = addressBookEntries(
      profileWith([savedAddress(1, 'Lyon'), plain], { default_shipping: '2', default_billing: 2 }),
    );
    expect(entries.map((entry) => [entry.isDefaultShipping, entry.isDefaultBilling])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('the address itself is kept as the profile holds it', () => {
    const [entry] = addressBookEntries(profileWith([savedAddress(1, 'Lyon')]));
    expect(entry).toMatchObject(savedAddress(1, 'Lyon'));
  });

  it('an empty book has no entries', () => {
    expect(addressBookEntries(profileWith([]))).toEqual([]);
  });
});
