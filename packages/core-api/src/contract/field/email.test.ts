import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmailSchema } from './email';
import { EmailAddressSchema } from './emailAddress';

describe('the e-mail rule', () => {
  it('accepts a valid address, trimmed, keeping its case', () => {
    expect(v.parse(EmailSchema, '  Lea@Example.FR ')).toBe('Lea@Example.FR');
  });

  it('refuses an empty, malformed or too long address with the SPEC §5 messages', () => {
    expect(v.safeParse(EmailSchema, '   ').issues?.[0]?.message).toBe('Field is required.');
    for (const email of ['lea', 'lea@', '@example.fr', 'lea example@fr.fr', `${'a'.repeat(250)}@example.fr`]) {
      expect(v.safeParse(EmailSchema, email).issues?.[0]?.message).toBe('Please provide valid e-mail address.');
    }
    expect(v.is(EmailSchema, 42)).toBe(false);
  });

  it('is the rule of the request e-mails, which are also lower-cased', () => {
    expect(v.parse(EmailAddressSchema, ' Lea@Example.FR ')).toBe('lea@example.fr');
    expect(v.is(EmailAddressSchema, 'lea@')).toBe(false);
  });
});
