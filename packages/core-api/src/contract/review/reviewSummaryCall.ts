import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';

/**
 * The shop's review summary (SPEC §3 "Review summary"): how many reviews, the trust score, the stars and
 * where they come from (the review service when configured, else the shop's own reviews).
 *
 * @example
 * v.parse(ReviewSummarySchema, { totalReviews: 12, averageRating: 4.6, stars: 4.5, source: 'shop' });
 */
export const ReviewSummarySchema = v.looseObject({
  totalReviews: v.number(),
  averageRating: v.number(),
  stars: v.number(),
  source: v.picklist(['shop', 'review-service']),
});

/** The shop's review summary. */
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;

/**
 * Review summary — `GET /api/ext/reviews/summary` (SPEC §3 "Review summary").
 *
 * @example
 * const { averageRating, stars } = await client.review.summary();
 */
export const reviewSummaryCall = defineCall({
  name: 'review.summary',
  method: 'GET',
  path: '/api/ext/reviews/summary',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  result: ReviewSummarySchema,
});
