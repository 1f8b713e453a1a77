import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { LoyaltyCardSchema } from './loyaltyCard';

/**
 * Loyalty card — `GET /api/user/loyalty`: the signed-in customer's card number and points. Needs the user token.
 *
 * @example
 * const { cardNumber, points } = await client.user.loyalty();
 */
export const userLoyaltyCall = defineCall({
  name: 'user.loyalty',
  method: 'GET',
  path: '/api/user/loyalty',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  result: LoyaltyCardSchema,
});
