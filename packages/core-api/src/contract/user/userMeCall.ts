import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { UserProfileSchema } from './userProfile';

/**
 * Profile — `GET /api/user/me` (SPEC §7). Needs the user token.
 *
 * @example
 * const profile = await client.user.me();
 */
export const userMeCall = defineCall({
  name: 'user.me',
  method: 'GET',
  path: '/api/user/me',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  result: UserProfileSchema,
});
