import type {
  CallBody,
  CallResultInput,
  LatestReview,
  reviewCreateCall,
  reviewListCall,
  reviewReportCall,
} from '@citerne/core-api/contract';
import type { Shopper } from './Shopper';

/**
 * Product reviews (SPEC §7 "Reviews"; art. L111-7-2, D111-17): stored pending moderation with HTML stripped, a
 * verified purchase only when the writer ordered the product; approved ones published for five years.
 *
 * @example
 * await platform.reviews.create(body.review, customer);
 * const { items, total } = await platform.reviews.list(5009, 10, 1);
 */
export interface ReviewPlatform {
  /** Stores a review; 404 `PRODUCT_NOT_FOUND` for an unknown product, 400 when a text is empty once stripped. */
  create(review: CallBody<typeof reviewCreateCall>['review'], shopper: Shopper): Promise<void>;
  /** The approved reviews of a product published within the display period, newest first. */
  list(productId: number, pageSize: number, currentPage: number): Promise<CallResultInput<typeof reviewListCall>>;
  /** Sends a report on a published review to the moderator; 404 `REVIEW_NOT_FOUND` for any other. */
  report(report: CallBody<typeof reviewReportCall>): Promise<void>;
  /** The ratings (1–5) of every approved review, for the shop's own summary. */
  approvedRatings(): Promise<number[]>;
  /**
   * The shop's latest approved reviews of all products published within the display period, newest first, at most
   * `count`, each naming its product (the home page's reviews when no review service answers, SPEC §3).
   */
  latest(count: number): Promise<LatestReview[]>;
}
