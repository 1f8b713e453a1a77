import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';

/**
 * The body of account deletion: the current password, as proof.
 *
 * @example
 * v.parse(UserDeleteRequestSchema, { password: 'citerne-2025' });
 */
export const UserDeleteRequestSchema = v.object({
  password: v.pipe(v.string(), v.minLength(1, 'Field is required.'), v.maxLength(256)),
});

/** The body of account deletion. */
export type UserDeleteRequest = v.InferInput<typeof UserDeleteRequestSchema>;

/**
 * Delete my account — `POST /api/user/delete` (GDPR art. 17). Needs the user token and the password: a
 * wrong one answers 403 `WRONG_PASSWORD` "The password is incorrect." (not 401, which would make the client
 * refresh its tokens), too many tries 429. The account, its sessions, addresses, carts and newsletter
 * subscription go; reviews stay without the name; orders stay anonymised (accounting records). Answers `true`.
 *
 * @example
 * await client.user.deleteAccount({ password });
 */
export const userDeleteCall = defineCall({
  name: 'user.delete',
  method: 'POST',
  path: '/api/user/delete',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  body: UserDeleteRequestSchema,
  result: v.boolean(),
});
