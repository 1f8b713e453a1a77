import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { MAX_REVIEW_RATING } from './review';

/** How many latest reviews the call answers at most (the home page's "pilot (reviews)" block, SPEC §3). */
export const LATEST_REVIEW_COUNT = 6;

/**
 * One of the shop's latest reviews (SPEC §3 "Homepage data", pilot (reviews)): from the third-party review service
 * (SPEC §7 "Reviews service": its business-unit reviews) or, without it, one of the shop's approved product reviews,
 * which then names its product and says whether the purchase is verified (art. D111-17 Code de la consommation).
 *
 * @example
 * v.parse(LatestReviewSchema, {
 *   id: 'shop-12', author: 'Léa', rating: 5, title: 'Parfait', text: 'Très solide.',
 *   createdAt: '2026-05-02T10:00:00.000Z', verified: true, experienceDate: null, product: null,
 * });
 */
export const LatestReviewSchema = v.looseObject({
  id: v.string(),
  author: v.string(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REVIEW_RATING)),
  title: v.string(),
  text: v.string(),
  /** ISO date the review was written. */
  createdAt: v.string(),
  /** Written by a customer who ordered the product, from the shop's own orders (never claimed for the service's). */
  verified: v.boolean(),
  /** The date of the order reviewed, when the shop vouches for it. */
  experienceDate: v.nullable(v.string()),
  /** The product reviewed, for a product review of the shop (the service's reviews are about the shop). */
  product: v.nullable(
    v.looseObject({
      id: v.number(),
      sku: v.string(),
      parentSku: v.nullable(v.string()),
      name: v.string(),
      urlKey: v.string(),
    }),
  ),
});

/** One of the shop's latest reviews. */
export type LatestReview = v.InferOutput<typeof LatestReviewSchema>;

/**
 * The latest reviews and where they come from (the review service when configured and answering, else the shop's
 * own approved reviews), newest first, at most {@link LATEST_REVIEW_COUNT}.
 *
 * @example
 * v.parse(LatestReviewsSchema, { items: [], source: 'shop' });
 */
export const LatestReviewsSchema = v.looseObject({
  items: v.pipe(v.array(LatestReviewSchema), v.maxLength(LATEST_REVIEW_COUNT)),
  source: v.picklist(['shop', 'review-service']),
});

/** The latest reviews and their source. */
export type LatestReviews = v.InferOutput<typeof LatestReviewsSchema>;

/**
 * Latest reviews — `GET /api/ext/reviews/latest` (SPEC §3 "Homepage data" pilot (reviews), §7 "Reviews service").
 * The review service's API key stays on the server.
 *
 * @example
 * const { items, source } = await client.review.latest();
 */
export const reviewLatestCall = defineCall({
  name: 'review.latest',
  method: 'GET',
  path: '/api/ext/reviews/latest',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  result: LatestReviewsSchema,
});
