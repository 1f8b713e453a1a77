import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { TokenSchema } from '../field/token';

/**
 * The body of login: the e-mail as `username` and the password.
 *
 * @example
 * v.parse(UserLoginRequestSchema, { username: 'lea@example.fr', password: 'secret-pass' });
 */
export const UserLoginRequestSchema = v.object({
  username: EmailAddressSchema,
  password: v.pipe(v.string(), v.minLength(1, 'Field is required.'), v.maxLength(256)),
});

/** The body of login. */
export type UserLoginRequest = v.InferInput<typeof UserLoginRequestSchema>;

/**
 * The `meta` of a login answer: the refresh token (SPEC §7).
 *
 * @example
 * v.parse(UserLoginMetaSchema, { refreshToken: 'r-123' });
 */
export const UserLoginMetaSchema = v.looseObject({ refreshToken: TokenSchema });

/**
 * Login — `POST /api/user/login` (SPEC §7): `result` is the user token, `meta.refreshToken` the
 * refresh token.
 *
 * @example
 * const { token, refreshToken } = await client.user.login({ username: 'lea@example.fr', password: '…' });
 */
export const userLoginCall = defineCall({
  name: 'user.login',
  method: 'POST',
  path: '/api/user/login',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: UserLoginRequestSchema,
  result: TokenSchema,
  meta: UserLoginMetaSchema,
});
