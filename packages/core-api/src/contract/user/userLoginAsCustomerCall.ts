import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { TokenSchema } from '../field/token';

/**
 * The body of login as customer: the single-use token of the link a merchant made with
 * `pnpm login-as-customer <email>`.
 *
 * @example
 * v.parse(UserLoginAsCustomerRequestSchema, { token: 'v1.eyJlbWFpbCI6…' });
 */
export const UserLoginAsCustomerRequestSchema = v.object({ token: TokenSchema });

/** The body of login as customer. */
export type UserLoginAsCustomerRequest = v.InferInput<typeof UserLoginAsCustomerRequestSchema>;

/**
 * Login as customer — `POST /api/user/login-as-customer` (SPEC §6): redeems a merchant's signed, 15-minute,
 * single-use token and starts a normal session of that customer, answered like login (`result` the user
 * token, `meta.refreshToken`). A bad, expired or used token answers 403 `LOGIN_AS_CUSTOMER_REFUSED`.
 *
 * @example
 * const { token, refreshToken } = await client.user.loginAsCustomer({ token: fragmentToken });
 */
export const userLoginAsCustomerCall = defineCall({
  name: 'user.loginAsCustomer',
  method: 'POST',
  path: '/api/user/login-as-customer',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: UserLoginAsCustomerRequestSchema,
  result: TokenSchema,
  meta: v.looseObject({ refreshToken: TokenSchema }),
});
