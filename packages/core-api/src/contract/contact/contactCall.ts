import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { trimmedText } from '../field/trimmedText';

/**
 * The body of the contact form.
 *
 * @example
 * v.parse(ContactRequestSchema, { name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour…' });
 */
export const ContactRequestSchema = v.object({
  name: trimmedText(100, 2),
  email: EmailAddressSchema,
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(30, 'Please provide a valid phone number.'),
      v.regex(/^$|^\+?[0-9][0-9 ().-]{5,}$/, 'Please provide a valid phone number.'),
    ),
  ),
  subject: v.optional(trimmedText(200, 0)),
  message: trimmedText(5000),
});

/** The body of the contact form. */
export type ContactRequest = v.InferInput<typeof ContactRequestSchema>;

/**
 * Contact — `POST /api/ext/contact` (SPEC §7): the answer has the message to show.
 *
 * @example
 * const { message } = await client.contact.send({ name, email, message });
 */
export const contactCall = defineCall({
  name: 'contact.send',
  method: 'POST',
  path: '/api/ext/contact',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: ContactRequestSchema,
  result: v.looseObject({ message: v.string() }),
});
