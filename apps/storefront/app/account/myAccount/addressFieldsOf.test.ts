import type { AddressDetails } from '@citerne/checkout';
import { describe, expect, it } from 'vitest';
import { addressDetailsOf } from '../../checkout/addressDetailsOf';
import { addressFieldsOf } from './addressFieldsOf';

const details: AddressDetails = {
  firstName: ' Léa ',
  lastName: 'Martin',
  country: 'fr',
  streetAddress: '3 rue des Lilas ',
  apartmentNumber: '',
  city: 'Cholet',
  state: '',
  region_id: null,
  zipCode: '49300',
  phoneNumber: '',
};

describe('addressFieldsOf', () => {
  it('trims the fields and leaves the empty optional ones out', () => {
    expect(addressFieldsOf(details)).toEqual({
      firstname: 'Léa',
      lastname: 'Martin',
      street: ['3 rue des Lilas'],
      city: 'Cholet',
      postcode: '49300',
      country_id: 'FR',
    });
  });

  it('sends the apartment as the second street line, and the phone and region when given', () => {
    expect(
      addressFieldsOf({
        ...details,
        apartmentNumber: 'Bât. B',
        phoneNumber: '06 12 34 56 78',
        state: 'Maine-et-Loire',
      }),
    ).toMatchObject({ street: ['3 rue des Lilas', 'Bât. B'], telephone: '06 12 34 56 78', region: 'Maine-et-Loire' });
  });

  it('gives back what the checkout form reads from a saved address', () => {
    const saved = addressFieldsOf({ ...details, apartmentNumber: 'Bât. B', phoneNumber: '0612345678' });
    expect(addressFieldsOf(addressDetailsOf(saved))).toEqual(saved);
  });
});
