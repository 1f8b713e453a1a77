import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, envelopeSchema, errorResultMessage } from './envelope';

describe('envelope', () => {
  it('an error result is a message, { message, code } or { errorMessage }', () => {
    const messages = [
      { code: 400, result: 'Field is required.' },
      { code: 409, result: { message: 'A customer with the same email already exists', code: 'EXISTS' } },
      { code: 400, result: { errorMessage: 'The password does not match.' } },
    ].map((answer) => errorResultMessage(v.parse(ErrorEnvelopeSchema, answer).result));
    expect(messages).toEqual([
      'Field is required.',
      'A customer with the same email already exists',
      'The password does not match.',
    ]);
  });

  it('validates result and meta of an answer', () => {
    const Login = envelopeSchema(v.string(), v.object({ refreshToken: v.string() }));
    expect(v.parse(Login, { code: 200, result: 't', meta: { refreshToken: 'r' } }).meta?.refreshToken).toBe('r');
    expect(v.safeParse(Login, { code: 200, result: 5 }).success).toBe(false);
    expect(v.safeParse(Login, { code: '200', result: 't' }).success).toBe(false);
  });
});
