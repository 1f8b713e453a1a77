import { EmailAddressSchema } from '@citerne/core-api/contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailProblem } from './emailProblem';

describe('the e-mail rule (SPEC §5)', () => {
  it('an empty or blank address is required', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('an address that is not an e-mail is invalid', () => {
    for (const value of ['lea', 'lea@', 'lea@example', '@example.fr', 'lea martin@example.fr']) {
      expect(emailProblem(value), value).toBe('invalid');
    }
  });

  it('a valid address is fine, spaces around it and capitals included', () => {
    expect(emailProblem('lea@example.fr')).toBeNull();
    expect(emailProblem(' Lea.Martin@Example.FR ')).toBeNull();
  });

  it('the form accepts exactly what the API accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (value) => {
        expect(emailProblem(value) === null).toBe(v.is(EmailAddressSchema, value));
      }),
    );
  });
});
