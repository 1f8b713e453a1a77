import type { ApiClient } from '@citerne/core-api';
import { defineCall, ReviewSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// Not yet in the contract of @citerne/core-api (the API marks both TODO(contract)).
const reviewListCall = defineCall({
  name: 'review.list',
  method: 'GET',
  path: '/api/review/list',
  auth: 'none',
  cart: false,
  query: v.object({ product_id: v.string(), pageSize: v.optional(v.string()) }),
  result: v.looseObject({ items: v.array(ReviewSchema), total: v.number() }),
});

const reviewSummaryCall = defineCall({
  name: 'review.summary',
  method: 'GET',
  path: '/api/ext/reviews/summary',
  auth: 'none',
  cart: false,
  result: v.looseObject({ totalReviews: v.number(), averageRating: v.number(), stars: v.number() }),
});

/** A review as the pages show it. */
export interface ShopReview {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  readonly rating: number;
  readonly createdAt: string;
}

/** The shop's review summary (SPEC §3 "Review summary": total, trust score, stars). */
export interface ReviewSummaryData {
  readonly totalReviews: number;
  readonly averageRating: number;
  readonly stars: number;
}

/**
 * The approved reviews of a product, newest first (at most 50).
 *
 * @example
 * const { items, total } = await fetchProductReviews(client, 1004);
 */
export async function fetchProductReviews(client: ApiClient, productId: number) {
  const { result } = await client.call(reviewListCall, { query: { product_id: String(productId), pageSize: '50' } });
  const items: ShopReview[] = result.items.map((review, index) => {
    const rating = (review as { ratings?: { value?: number }[] }).ratings?.[0]?.value;
    return {
      id: String(review.id ?? `${productId}-${index}`),
      title: String(review.title ?? ''),
      detail: String(review.detail ?? ''),
      nickname: String(review.nickname ?? ''),
      rating: typeof rating === 'number' ? Math.min(5, Math.max(0, rating)) : 0,
      createdAt: String((review as { created_at?: string }).created_at ?? ''),
    };
  });
  return { items, total: result.total };
}

/**
 * The shop's review summary: from the review service when configured, else from the shop's reviews.
 *
 * @example
 * const { averageRating } = await fetchReviewSummary(client);
 */
export async function fetchReviewSummary(client: ApiClient): Promise<ReviewSummaryData> {
  const { result } = await client.call(reviewSummaryCall);
  return { totalReviews: result.totalReviews, averageRating: result.averageRating, stars: result.stars };
}
