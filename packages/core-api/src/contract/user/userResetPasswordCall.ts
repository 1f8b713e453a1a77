import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';

/**
 * The body of reset password.
 *
 * @example
 * v.parse(UserResetPasswordRequestSchema, { email: 'lea@example.fr' });
 */
export const UserResetPasswordRequestSchema = v.object({ email: EmailAddressSchema });

/** The body of reset password. */
export type UserResetPasswordRequest = v.InferInput<typeof UserResetPasswordRequestSchema>;

/**
 * Reset password — `POST /api/user/reset-password` (SPEC §7): sends the reset e-mail. Answers `true`.
 *
 * @example
 * await client.user.resetPassword({ email: 'lea@example.fr' });
 */
export const userResetPasswordCall = defineCall({
  name: 'user.resetPassword',
  method: 'POST',
  path: '/api/user/reset-password',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: UserResetPasswordRequestSchema,
  result: v.boolean(),
});
