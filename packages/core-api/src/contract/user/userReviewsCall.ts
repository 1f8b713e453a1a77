import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { CustomerReviewSchema } from './customerReview';

/**
 * My reviews — `GET /api/user/reviews`: the reviews the signed-in customer wrote, newest first, whatever
 * their moderation status. Needs the user token.
 *
 * @example
 * const reviews = await client.user.reviews();
 */
export const userReviewsCall = defineCall({
  name: 'user.reviews',
  method: 'GET',
  path: '/api/user/reviews',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  result: v.array(CustomerReviewSchema),
});
