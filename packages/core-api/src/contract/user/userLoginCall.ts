import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { CartIdSchema } from '../field/cartId';
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
 * The query of login: the common params and, optionally, the guest `cartId` whose lines merge into the
 * customer cart.
 *
 * @example
 * v.parse(UserLoginQuerySchema, { cartId: 'a1b2c3' });
 */
export const UserLoginQuerySchema = v.object({ ...baseQueryFields, cartId: v.optional(CartIdSchema) });

/** The query of login. */
export type UserLoginQuery = v.InferInput<typeof UserLoginQuerySchema>;

/**
 * The `meta` of a login answer: the refresh token (SPEC §7) and, when a guest `cartId` was sent, the
 * customer cart it merged into.
 *
 * @example
 * v.parse(UserLoginMetaSchema, { refreshToken: 'r-123' });
 */
export const UserLoginMetaSchema = v.looseObject({ refreshToken: TokenSchema, cartId: v.optional(CartIdSchema) });

/**
 * Login — `POST /api/user/login` (SPEC §7): `result` is the user token, `meta.refreshToken` the
 * refresh token. With a guest `cartId`, the guest cart's lines merge into the customer cart, whose id
 * is `meta.cartId`.
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
  query: UserLoginQuerySchema,
  body: UserLoginRequestSchema,
  result: TokenSchema,
  meta: UserLoginMetaSchema,
});
