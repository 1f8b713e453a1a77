import { type ReviewCreateRequest, reviewCreateCall } from '../contract/review/reviewCreateCall';
import { type LatestReviews, reviewLatestCall } from '../contract/review/reviewLatestCall';
import { type ReviewListQuery, type ReviewListResult, reviewListCall } from '../contract/review/reviewListCall';
import { type ReviewReportRequest, reviewReportCall } from '../contract/review/reviewReportCall';
import { type ReviewSummary, reviewSummaryCall } from '../contract/review/reviewSummaryCall';
import { type ClientContext, callApi } from './callApi';

/** The review calls of SPEC §7. */
export interface ReviewClient {
  /** Posts a review; resolves true when the answer code is 200. */
  create(review: ReviewCreateRequest['review']): Promise<boolean>;
  /** A page of a product's approved reviews, newest first (10 a page by default, at most 50). */
  list(request: {
    productId: number;
    pageSize?: ReviewListQuery['pageSize'];
    currentPage?: ReviewListQuery['currentPage'];
  }): Promise<ReviewListResult>;
  /** The shop's review summary (SPEC §3 "Review summary"). */
  summary(): Promise<ReviewSummary>;
  /** The shop's latest reviews and their source (SPEC §3 "Homepage data", pilot (reviews)). */
  latest(): Promise<LatestReviews>;
  /** Reports a published review to the moderator (art. L111-7-2); resolves once it is recorded. */
  report(report: ReviewReportRequest): Promise<true>;
}

/**
 * Creates the review calls.
 *
 * @example
 * await createReviewClient(context).create({ product_id: 4, title, detail, nickname, rating: 5 });
 */
export function createReviewClient(context: ClientContext): ReviewClient {
  return {
    async create(review) {
      return (await callApi(context, reviewCreateCall, { body: { review } })).result;
    },
    async list({ productId, pageSize, currentPage }) {
      const query = { product_id: productId, pageSize, currentPage };
      return (await callApi(context, reviewListCall, { query })).result;
    },
    async summary() {
      return (await callApi(context, reviewSummaryCall, { query: {} })).result;
    },
    async latest() {
      return (await callApi(context, reviewLatestCall, { query: {} })).result;
    },
    async report(report) {
      return (await callApi(context, reviewReportCall, { query: {}, body: report })).result;
    },
  };
}
