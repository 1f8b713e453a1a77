import { defineCall, EmailAddressSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract.
/**
 * The link of the password reset mail — `GET /api/user/reset-password/link?email=&resetToken=`: answers a
 * 302 to the storefront with `is_reset=success` (and the token) or `is_reset=error` (SPEC §2).
 * @example
 * app.get(resetLinkCall.path, handler);
 */
export const resetLinkCall = defineCall({
  name: 'user.resetLink',
  method: 'GET',
  path: '/api/user/reset-password/link',
  auth: 'none',
  cart: false,
  query: v.object({
    email: EmailAddressSchema,
    resetToken: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(512)),
  }),
  result: v.null(),
});
