import { type ReviewCreateRequest, reviewCreateCall } from '../contract/review/reviewCreateCall';
import { type ClientContext, callApi } from './callApi';

/** The review calls of SPEC §7. */
export interface ReviewClient {
  /** Posts a review; resolves true when the answer code is 200. */
  create(review: ReviewCreateRequest['review']): Promise<boolean>;
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
  };
}
