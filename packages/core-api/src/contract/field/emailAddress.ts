import * as v from 'valibot';

/**
 * An e-mail address in a request: trimmed, lower-cased, valid, at most 254 characters (SPEC §5).
 *
 * @example
 * v.parse(EmailAddressSchema, ' Lea@Example.FR '); // 'lea@example.fr'
 */
export const EmailAddressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Field is required.'),
  v.maxLength(254, 'Please provide valid e-mail address.'),
  v.toLowerCase(),
  v.email('Please provide valid e-mail address.'),
);
