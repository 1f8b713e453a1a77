import { describe, expect, it } from 'vitest';
import { credentialsProblems } from './credentialsProblems';

describe('credentials forms: forgotten, reset and change password (SPEC §5)', () => {
  it('an e-mail is required and must be valid', () => {
    expect(credentialsProblems({ email: ' ' })).toEqual({ email: 'required' });
    expect(credentialsProblems({ email: 'lea@' })).toEqual({ email: 'invalid' });
    expect(credentialsProblems({ email: 'lea@example.fr' })).toEqual({});
  });

  it('a new password has at least 8 characters', () => {
    expect(credentialsProblems({ email: 'lea@example.fr', password: 'court', confirmation: 'court' })).toEqual({
      password: 'tooShort',
    });
    expect(credentialsProblems({ email: 'lea@example.fr', password: '', confirmation: '' })).toEqual({
      password: 'required',
    });
  });

  it('both passwords must be identical', () => {
    expect(
      credentialsProblems({ email: 'lea@example.fr', password: 'citerne-2026', confirmation: 'citerne-2025' }),
    ).toEqual({ confirmation: 'notIdentical' });
    expect(credentialsProblems({ password: 'citerne-2026' })).toEqual({ confirmation: 'notIdentical' });
  });

  it('a form without an e-mail field checks only the passwords', () => {
    expect(credentialsProblems({ password: 'citerne-2026', confirmation: 'citerne-2026' })).toEqual({});
  });

  it('every problem of the form is reported at once', () => {
    expect(credentialsProblems({ email: '', password: 'court', confirmation: '' })).toEqual({
      email: 'required',
      password: 'tooShort',
    });
  });
});
