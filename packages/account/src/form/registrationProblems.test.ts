import { describe, expect, it } from 'vitest';
import { registrationProblems } from './registrationProblems';

const filled = {
  email: 'hugo@example.fr',
  firstname: 'Hugo',
  lastname: 'Petit',
  password: 'cuve-souple-1',
  confirmation: 'cuve-souple-1',
};

describe('the registration form (SPEC §5)', () => {
  it('a filled form has no problem', () => {
    expect(registrationProblems(filled)).toEqual({});
  });

  it('names are required and have at least 2 letters', () => {
    expect(registrationProblems({ ...filled, firstname: ' ', lastname: 'P' })).toEqual({
      firstname: 'required',
      lastname: 'tooShort',
    });
  });

  it('the e-mail and the passwords follow the credentials rules', () => {
    expect(registrationProblems({ ...filled, email: 'hugo@', confirmation: 'cuve-souple-2' })).toEqual({
      email: 'invalid',
      confirmation: 'notIdentical',
    });
    expect(registrationProblems({ ...filled, password: 'court', confirmation: 'court' })).toEqual({
      password: 'tooShort',
    });
  });

  it('an empty form names every field', () => {
    expect(registrationProblems({ email: '', firstname: '', lastname: '', password: '', confirmation: '' })).toEqual({
      email: 'required',
      firstname: 'required',
      lastname: 'required',
      password: 'required',
    });
  });
});
