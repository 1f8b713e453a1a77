import type { UserProfile } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { addressDetailsOf, defaultShippingAddress } from './addressDetailsOf';

const home = {
  id: 1,
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['3 rue des Lilas', 'Bât. B'],
  city: 'Cholet',
  postcode: '49300',
  country_id: 'FR',
  telephone: '0612345678',
};
const work = {
  id: 2,
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['1 quai Ouest'],
  city: 'Nantes',
  postcode: '44000',
  country_id: 'FR',
};
const profile = (extra: Partial<UserProfile>): UserProfile =>
  ({
    id: 9,
    email: 'lea@example.fr',
    firstname: 'Léa',
    lastname: 'Martin',
    group_id: 1,
    addresses: [home, work],
    ...extra,
  }) as UserProfile;

describe('saved addresses in the checkout', () => {
  it('a saved address fills every checkout address field, its second street line as the apartment', () => {
    expect(addressDetailsOf(home)).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      country: 'FR',
      streetAddress: '3 rue des Lilas',
      apartmentNumber: 'Bât. B',
      city: 'Cholet',
      state: '',
      region_id: null,
      zipCode: '49300',
      phoneNumber: '0612345678',
    });
  });

  it('the default delivery address is the flagged one, else the profile’s default id, else the first', () => {
    expect(defaultShippingAddress(profile({ addresses: [home, { ...work, default_shipping: true }] }))?.id).toBe(2);
    expect(defaultShippingAddress(profile({ default_shipping: '2' }))?.id).toBe(2);
    expect(defaultShippingAddress(profile({}))?.id).toBe(1);
    expect(defaultShippingAddress(profile({ addresses: [] }))).toBeNull();
  });
});
