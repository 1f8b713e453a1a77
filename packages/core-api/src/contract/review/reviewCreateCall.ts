import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { positiveInteger } from '../field/positiveInteger';
import { trimmedText } from '../field/trimmedText';
import { MAX_REVIEW_RATING } from './review';

/**
 * The body of create review: the review object (SPEC §3), rated 1 to 5.
 *
 * @example
 * v.parse(ReviewCreateRequestSchema, {
 *   review: { product_id: 4, title: 'Parfait', detail: 'Très solide.', nickname: 'Léa', rating: 5 },
 * });
 */
export const ReviewCreateRequestSchema = v.object({
  review: v.object({
    product_id: positiveInteger(),
    title: trimmedText(255),
    detail: trimmedText(5000),
    nickname: trimmedText(100, 2),
    rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_REVIEW_RATING)),
    customer_id: v.optional(v.nullable(positiveInteger())),
    review_entity: v.optional(v.literal('product'), 'product'),
  }),
});

/** The body of create review. */
export type ReviewCreateRequest = v.InferInput<typeof ReviewCreateRequestSchema>;

/**
 * Create review — `POST /api/review/create` (SPEC §7): success when the code is 200; answers `true`.
 *
 * @example
 * await client.review.create({ review });
 */
export const reviewCreateCall = defineCall({
  name: 'review.create',
  method: 'POST',
  path: '/api/review/create',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: ReviewCreateRequestSchema,
  result: v.boolean(),
});
