import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../message/checkoutMessages';
import { personal } from '../testing/fixtures';
import { validatePersonalDetails } from './validatePersonalDetails';

describe('personal details', () => {
  it('a name and a valid e-mail are enough for a guest order', () => {
    expect(validatePersonalDetails(personal)).toEqual({});
  });

  it('the e-mail is required and valid (SPEC §5 texts)', () => {
    expect(validatePersonalDetails({ ...personal, emailAddress: ' ' })).toEqual({
      emailAddress: 'Field is required.',
    });
    for (const email of ['lea@exemple', 'lea.exemple.fr', 'lea@@exemple.fr']) {
      expect(validatePersonalDetails({ ...personal, emailAddress: email }), email).toEqual({
        emailAddress: 'Please provide valid e-mail address.',
      });
    }
    expect(validatePersonalDetails({ ...personal, emailAddress: ' Lea.Martin@Exemple.FR ' })).toEqual({});
  });

  it('the password is checked only when an account is to be created: at least 8 characters', () => {
    expect(validatePersonalDetails({ ...personal, password: 'abc' })).toEqual({});
    expect(validatePersonalDetails({ ...personal, createAccount: true, password: '' }).password).toBe(
      checkoutMessages.fieldRequired,
    );
    expect(validatePersonalDetails({ ...personal, createAccount: true, password: 'citerne' }).password).toBe(
      checkoutMessages.passwordTooShort,
    );
    expect(validatePersonalDetails({ ...personal, createAccount: true, password: 'citerne!' })).toEqual({});
    expect(validatePersonalDetails({ ...personal, createAccount: true, password: 'x'.repeat(257) }).password).toBe(
      checkoutMessages.passwordTooLong,
    );
  });

  it('names need at least 2 letters', () => {
    expect(validatePersonalDetails({ ...personal, firstName: 'L', lastName: '' })).toEqual({
      firstName: checkoutMessages.nameTooShort,
      lastName: checkoutMessages.fieldRequired,
    });
  });
});
