import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { PasswordSchema } from '../user/password';
import { UserProfileSchema } from '../user/userProfile';
import { OrderViewParamsSchema, OrderViewQuerySchema } from './orderViewCall';

/**
 * The body of create an account from an order: the password of the new account.
 *
 * @example
 * v.parse(OrderCreateAccountRequestSchema, { password: 'motdepasse-solide' });
 */
export const OrderCreateAccountRequestSchema = v.object({ password: PasswordSchema });

/** The body of create an account from an order. */
export type OrderCreateAccountRequest = v.InferInput<typeof OrderCreateAccountRequestSchema>;

/**
 * Create an account from a guest order — `POST /api/order/{orderNumber}/account?key=…`: the thank-you page's offer
 * to a guest. The order's access `key` proves the order is the caller's; the account takes the order's e-mail,
 * names and delivery address, and the order moves into it. 404 without the key, as order view; 409 "A customer with
 * the same email address already exists…" when the e-mail has an account, or when the order already belongs to one.
 * The shop then logs in with the e-mail and password.
 *
 * @example
 * const profile = await client.order.createAccount('000000012', 'motdepasse-solide', { key });
 */
export const orderCreateAccountCall = defineCall({
  name: 'order.createAccount',
  method: 'POST',
  path: '/api/order/:orderNumber/account',
  auth: 'none',
  cart: false,
  params: OrderViewParamsSchema,
  query: OrderViewQuerySchema,
  body: OrderCreateAccountRequestSchema,
  result: UserProfileSchema,
});
