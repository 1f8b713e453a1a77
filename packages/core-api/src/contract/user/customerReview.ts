import * as v from 'valibot';
import { MAX_REVIEW_RATING } from '../review/review';

/** Where a review stands in moderation. */
export const CustomerReviewStatusSchema = v.picklist(['pending', 'approved', 'rejected']);

/**
 * A review the signed-in customer wrote, with its product (SPEC §2 "My Account": my reviews) and its
 * moderation status. `productUrlPath` is the product's `url_path` (null when the product has none), for a link.
 *
 * @example
 * v.parse(CustomerReviewSchema, {
 *   id: 3, productId: 1, sku: 'CIT-10M3', productName: 'Citerne souple 10 m³', productUrlPath: 'citerne-10m3',
 *   title: 'Parfait', detail: 'Très solide.', rating: 5, nickname: 'Léa', status: 'pending',
 *   createdAt: '2026-05-02T10:00:00.000Z',
 * });
 */
export const CustomerReviewSchema = v.looseObject({
  id: v.number(),
  productId: v.number(),
  sku: v.string(),
  productName: v.string(),
  productUrlPath: v.nullable(v.string()),
  title: v.string(),
  detail: v.string(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REVIEW_RATING)),
  nickname: v.string(),
  status: CustomerReviewStatusSchema,
  createdAt: v.string(),
});

/** A review the signed-in customer wrote. */
export type CustomerReview = v.InferOutput<typeof CustomerReviewSchema>;
