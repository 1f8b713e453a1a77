import { describe, expect, it } from 'vitest';
import { editableProfileFields, pickEditableProfile } from './pickEditableProfile';

describe('profile changes', () => {
  it('only first name, last name, e-mail and addresses can be changed', () => {
    expect(editableProfileFields).toEqual(['firstname', 'lastname', 'email', 'addresses']);
  });

  it('a profile update keeps the editable fields', () => {
    const addresses = [
      {
        firstname: 'Léa',
        lastname: 'Martin',
        city: 'Agen',
        postcode: '47000',
        street: ['1 rue du Lot'],
        countryId: 'FR',
      },
    ];
    expect(pickEditableProfile({ firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', addresses })).toEqual({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@example.fr',
      addresses,
    });
  });

  it('a tampered update cannot change the customer group or the id', () => {
    expect(pickEditableProfile({ firstname: 'Léa', group_id: 4, id: 99, token: 'x' })).toEqual({ firstname: 'Léa' });
  });

  it('fields left undefined are not sent', () => {
    expect(pickEditableProfile({ firstname: undefined, lastname: 'Martin' })).toEqual({ lastname: 'Martin' });
  });
});
