import * as v from 'valibot';

/**
 * The one e-mail rule of the shop (SPEC §5 "Field is required.", "Please provide valid e-mail address."):
 * a string, trimmed, not empty, at most 254 characters, a valid address. Forms check with it (account,
 * checkout) and the contract builds its request e-mails on it ({@link EmailAddressSchema} adds lower-casing),
 * so the browser and the API agree on what an e-mail address is.
 *
 * @example
 * v.is(EmailSchema, ' lea@example.fr '); // true
 * v.parse(EmailSchema, ' Lea@Example.FR '); // 'Lea@Example.FR'
 */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Field is required.'),
  v.maxLength(254, 'Please provide valid e-mail address.'),
  v.email('Please provide valid e-mail address.'),
);
