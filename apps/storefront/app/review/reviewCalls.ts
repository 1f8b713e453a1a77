import type { ApiClient } from '@citerne/core-api';
import { MAX_REVIEW_PAGE_SIZE } from '@citerne/core-api/contract';

/** A review as the pages show it. */
export interface ShopReview {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  readonly rating: number;
  readonly createdAt: string;
  /** Written by a customer who ordered the product (art. D111-17 Code de la consommation). */
  readonly verified: boolean;
  /** The date of that order, the date of the experience (ISO), for a verified review. */
  readonly experienceDate: string | null;
}

/** The shop's review summary (SPEC §3 "Review summary": total, trust score, stars). */
export interface ReviewSummaryData {
  readonly totalReviews: number;
  readonly averageRating: number;
  readonly stars: number;
  /** Where the score comes from: the third-party review service, or the reviews published here. */
  readonly source: 'shop' | 'review-service';
}

/**
 * The approved reviews of a product, newest first (at most 50).
 *
 * @example
 * const { items, total } = await fetchProductReviews(client, 1004);
 */
export async function fetchProductReviews(client: ApiClient, productId: number) {
  const result = await client.review.list({ productId, pageSize: MAX_REVIEW_PAGE_SIZE });
  const items: ShopReview[] = result.items.map((review, index) => {
    const rating = review.ratings?.[0]?.value;
    return {
      id: String(review.id ?? `${productId}-${index}`),
      title: review.title,
      detail: review.detail,
      nickname: review.nickname,
      rating: typeof rating === 'number' ? Math.min(5, Math.max(0, rating)) : 0,
      createdAt: review.created_at ?? '',
      verified: review.verified_purchase === true,
      experienceDate: review.verified_purchase === true ? (review.experience_date ?? null) : null,
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
  const result = await client.review.summary();
  return {
    totalReviews: result.totalReviews,
    averageRating: result.averageRating,
    stars: result.stars,
    source: result.source,
  };
}
