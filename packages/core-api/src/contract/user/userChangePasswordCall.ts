import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { PasswordSchema } from './password';

/**
 * The body of change password.
 *
 * @example
 * v.parse(UserChangePasswordRequestSchema, { currentPassword: 'old-pass', newPassword: 'citerne-2025' });
 */
export const UserChangePasswordRequestSchema = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, 'Field is required.'), v.maxLength(256)),
  newPassword: PasswordSchema,
});

/** The body of change password. */
export type UserChangePasswordRequest = v.InferInput<typeof UserChangePasswordRequestSchema>;

/**
 * The answer of change password: `true`, or `{ errorMessage }` shown to the user (SPEC §7, §8).
 * An error answer carries the same `{ errorMessage }` as its result.
 *
 * @example
 * v.parse(UserChangePasswordResultSchema, { errorMessage: 'The password does not match.' });
 */
export const UserChangePasswordResultSchema = v.union([v.boolean(), v.looseObject({ errorMessage: v.string() })]);

/** The answer of change password. */
export type UserChangePasswordResult = v.InferOutput<typeof UserChangePasswordResultSchema>;

/**
 * Change password — `POST /api/user/change-password` (SPEC §7). Needs the user token.
 *
 * @example
 * await client.user.changePassword({ currentPassword, newPassword });
 */
export const userChangePasswordCall = defineCall({
  name: 'user.changePassword',
  method: 'POST',
  path: '/api/user/change-password',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  body: UserChangePasswordRequestSchema,
  result: UserChangePasswordResultSchema,
});
