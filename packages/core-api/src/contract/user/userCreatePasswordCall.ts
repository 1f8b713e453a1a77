import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { trimmedText } from '../field/trimmedText';
import { PasswordSchema } from './password';

/**
 * The body of create password: the e-mail, the new password and the token of the reset link.
 *
 * @example
 * v.parse(UserCreatePasswordRequestSchema, { email: 'lea@example.fr', newPassword: 'citerne-2025', resetToken: 'x1' });
 */
export const UserCreatePasswordRequestSchema = v.object({
  email: EmailAddressSchema,
  newPassword: PasswordSchema,
  resetToken: trimmedText(512),
});

/** The body of create password. */
export type UserCreatePasswordRequest = v.InferInput<typeof UserCreatePasswordRequestSchema>;

/**
 * Create password — `POST /api/user/create-password` (SPEC §7). Answers `true`; an expired link
 * answers an error.
 *
 * @example
 * await client.user.createPassword({ email, newPassword, resetToken });
 */
export const userCreatePasswordCall = defineCall({
  name: 'user.createPassword',
  method: 'POST',
  path: '/api/user/create-password',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: UserCreatePasswordRequestSchema,
  result: v.boolean(),
});
