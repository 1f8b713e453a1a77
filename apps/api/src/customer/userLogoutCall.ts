import { defineCall, TokenQuerySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract.
/**
 * Logout — `POST /api/user/logout` (token): revokes the session of the token, whose access and refresh
 * tokens stop working at once (issue 5: "logout revokes").
 * @example
 * mountCall(app, userLogoutCall, handler);
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
