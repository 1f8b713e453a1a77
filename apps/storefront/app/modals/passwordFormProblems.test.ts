import { describe, expect, it } from 'vitest';
import { passwordFormProblems } from './passwordFormProblems';

describe('reset-password forms (SPEC §5)', () => {
  it('an e-mail is required and must be valid', () => {
    expect(passwordFormProblems({ email: ' ' })).toEqual({ email: 'required' });
    expect(passwordFormProblems({ email: 'lea@' })).toEqual({ email: 'invalid' });
    expect(passwordFormProblems({ email: 'lea@example.fr' })).toEqual({});
  });

  it('a new password has at least 8 characters', () => {
    expect(passwordFormProblems({ email: 'lea@example.fr', password: 'court', confirmation: 'court' })).toEqual({
      password: 'tooShort',
    });
    expect(passwordFormProblems({ email: 'lea@example.fr', password: '', confirmation: '' })).toEqual({
      password: 'required',
    });
  });

  it('both passwords must be identical', () => {
    expect(
      passwordFormProblems({ email: 'lea@example.fr', password: 'citerne-2026', confirmation: 'citerne-2025' }),
    ).toEqual({ confirmation: 'notIdentical' });
  });
});
