import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { EmailAddressSchema } from '../field/emailAddress';

/**
 * The query of the password reset link: the e-mail and the reset token the mail carries.
 *
 * @example
 * v.parse(UserResetLinkQuerySchema, { email: 'lea@example.fr', resetToken: 'abc' });
 */
export const UserResetLinkQuerySchema = v.object({
  email: EmailAddressSchema,
  resetToken: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(512)),
});

/** The query of the password reset link. */
export type UserResetLinkQuery = v.InferInput<typeof UserResetLinkQuerySchema>;

/**
 * The link of the password reset mail — `GET /api/user/reset-password/link?email=&resetToken=` (SPEC §2):
 * opened by the browser, it answers a 302 to the storefront with `is_reset=success` (and the token) or
 * `is_reset=error`, not an envelope; so no client calls it and it is not in `apiCalls`.
 *
 * @example
 * const query = v.safeParse(userResetLinkCall.query, c.req.query());
 */
export const userResetLinkCall = defineCall({
  name: 'user.resetLink',
  method: 'GET',
  path: '/api/user/reset-password/link',
  auth: 'none',
  cart: false,
  query: UserResetLinkQuerySchema,
  result: v.null(),
});
