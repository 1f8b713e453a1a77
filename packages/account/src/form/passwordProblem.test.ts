import { PasswordSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './passwordProblem';

describe('the new-password rule (SPEC §5)', () => {
  it('an empty password is required', () => {
    expect(passwordProblem('')).toBe('required');
  });

  it('a password has at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordProblem('court')).toBe('tooShort');
    expect(passwordProblem('1234567')).toBe('tooShort');
    expect(passwordProblem('12345678')).toBeNull();
  });

  it('spaces count: a password is never trimmed', () => {
    expect(passwordProblem('  abc   ')).toBeNull();
  });

  it('the length agrees with the contract the API applies', () => {
    expect(v.is(PasswordSchema, 'x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(false);
    expect(v.is(PasswordSchema, 'x'.repeat(MIN_PASSWORD_LENGTH))).toBe(true);
  });
});
