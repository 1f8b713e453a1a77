import { describe, expect, it } from 'vitest';
import { contactProblems, contactRequest } from './contactProblems';

const texts = {
  required: 'required',
  email: 'email',
  phone: 'phone',
  tooShort: (min: number) => `min ${min}`,
  tooLong: (max: number) => `max ${max}`,
  invalid: 'invalid',
};
const good = { name: 'Léa Martin', email: 'lea@example.fr', phone: '', subject: '', message: 'Bonjour' };

describe('contactProblems (the API contract’s rules, in the shop’s words)', () => {
  it('accepts a complete message and leaves blank optional fields out of the request', () => {
    expect(contactProblems(good, texts)).toEqual({});
    expect(contactRequest(good)).toEqual({ name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour' });
  });

  it('names each wrong field once', () => {
    expect(
      contactProblems({ name: ' L ', email: 'lea@', phone: '12', subject: 'x'.repeat(201), message: '   ' }, texts),
    ).toEqual({ name: 'min 2', email: 'email', phone: 'phone', subject: 'max 200', message: 'required' });
  });

  it('refuses an empty e-mail as required', () => {
    expect(contactProblems({ ...good, email: '' }, texts)).toEqual({ email: 'required' });
  });
});
