import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { TokenSchema } from '../field/token';
import { trimmedText } from '../field/trimmedText';

/**
 * The body of send mail: the one-time token, addresses, subject and text.
 *
 * @example
 * v.parse(SendMailRequestSchema, {
 *   token, sourceAddress: 'lea@example.fr', targetAddress: 'contact@example.fr', subject: 'Devis', emailText: '…',
 * });
 */
export const SendMailRequestSchema = v.object({
  token: TokenSchema,
  sourceAddress: EmailAddressSchema,
  targetAddress: EmailAddressSchema,
  subject: trimmedText(200),
  emailText: trimmedText(20_000),
  confirmation: v.optional(v.boolean(), false),
});

/** The body of send mail. */
export type SendMailRequest = v.InferInput<typeof SendMailRequestSchema>;

/**
 * Send mail — `POST /api/ext/mail-service/send-email` (SPEC §7). Answers a confirmation message.
 *
 * @example
 * const token = await client.mail.getToken();
 * await client.mail.send({ token, sourceAddress, targetAddress, subject, emailText });
 */
export const sendMailCall = defineCall({
  name: 'mail.send',
  method: 'POST',
  path: '/api/ext/mail-service/send-email',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: SendMailRequestSchema,
  result: v.string(),
});
