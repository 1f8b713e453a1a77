import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { TokenSchema } from '../field/token';

/**
 * The body of refresh token.
 *
 * @example
 * v.parse(UserRefreshRequestSchema, { refreshToken: 'r-123' });
 */
export const UserRefreshRequestSchema = v.object({ refreshToken: TokenSchema });

/** The body of refresh token. */
export type UserRefreshRequest = v.InferInput<typeof UserRefreshRequestSchema>;

/**
 * Refresh token — `POST /api/user/refresh` (SPEC §7): `result` is the new user token; `meta.refreshToken`
 * carries a new refresh token when the backend rotates it.
 *
 * @example
 * const { token } = await client.user.refresh({ refreshToken });
 */
export const userRefreshCall = defineCall({
  name: 'user.refresh',
  method: 'POST',
  path: '/api/user/refresh',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: UserRefreshRequestSchema,
  result: TokenSchema,
  meta: v.optional(v.looseObject({ refreshToken: v.optional(TokenSchema) })),
});
