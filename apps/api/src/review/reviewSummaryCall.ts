import { defineCall, TokenQuerySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract — the shop's review summary (SPEC §3 "Review summary").
/**
 * `GET /api/ext/reviews/summary`: `totalReviews`, `averageRating`, `stars` and where they come from.
 * @example
 * mountCall(app, reviewSummaryCall, handler);
 */
export const reviewSummaryCall = defineCall({
  name: 'review.summary',
  method: 'GET',
  path: '/api/ext/reviews/summary',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  result: v.looseObject({
    totalReviews: v.number(),
    averageRating: v.number(),
    stars: v.number(),
    source: v.picklist(['shop', 'review-service']),
  }),
});
