import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';

/**
 * Logout — `POST /api/user/logout` (user token): revokes the session of the token, whose access and
 * refresh tokens stop working at once. Answers `true`.
 *
 * @example
 * await client.user.logout();
 */
export const userLogoutCall = defineCall({
  name: 'user.logout',
  method: 'POST',
  path: '/api/user/logout',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  result: v.boolean(),
});
