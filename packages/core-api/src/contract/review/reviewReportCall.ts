import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { positiveInteger } from '../field/positiveInteger';
import { trimmedText } from '../field/trimmedText';

/** Why a review is reported. */
export const REVIEW_REPORT_REASONS = ['fake', 'offensive', 'personal-data', 'off-topic', 'other'] as const;

/**
 * The body of report review: the review, why, and an optional word for the moderator.
 *
 * @example
 * v.parse(ReviewReportRequestSchema, { reviewId: 12, reason: 'fake' });
 */
export const ReviewReportRequestSchema = v.object({
  reviewId: positiveInteger(),
  reason: v.picklist(REVIEW_REPORT_REASONS, 'Choose why you report this review.'),
  detail: v.optional(trimmedText(500, 0)),
});

/** The body of report review. */
export type ReviewReportRequest = v.InferInput<typeof ReviewReportRequestSchema>;

/**
 * Report review — `POST /api/review/report` (art. L111-7-2 Code de la consommation: a shopper can flag a review
 * to the moderator). Anonymous, limited per client address; an unknown or unpublished review answers 404.
 *
 * @example
 * await client.review.report({ reviewId: 12, reason: 'offensive' });
 */
export const reviewReportCall = defineCall({
  name: 'review.report',
  method: 'POST',
  path: '/api/review/report',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: ReviewReportRequestSchema,
  result: v.literal(true),
});
