import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { queryInteger } from '../field/queryInteger';
import { ReviewSchema } from './review';

/** The most reviews one page of review list holds. */
export const MAX_REVIEW_PAGE_SIZE = 50;

/**
 * The query of review list: the product and the page (10 reviews a page by default).
 *
 * @example
 * v.parse(ReviewListQuerySchema, { product_id: '1004', pageSize: '50' });
 */
export const ReviewListQuerySchema = v.object({
  ...baseQueryFields,
  product_id: queryInteger(1, 2_147_483_647),
  pageSize: v.optional(queryInteger(1, MAX_REVIEW_PAGE_SIZE), 10),
  currentPage: v.optional(queryInteger(1, 10_000), 1),
});

/** The query of review list. */
export type ReviewListQuery = v.InferInput<typeof ReviewListQuerySchema>;

/**
 * The answer of review list: a page of reviews and how many the product has.
 *
 * @example
 * v.parse(ReviewListResultSchema, { items: [], total: 0 });
 */
export const ReviewListResultSchema = v.looseObject({ items: v.array(ReviewSchema), total: v.number() });

/** The answer of review list. */
export type ReviewListResult = v.InferOutput<typeof ReviewListResultSchema>;

/**
 * Review list — `GET /api/review/list?product_id=&pageSize=&currentPage=`: a product's approved
 * reviews, newest first.
 *
 * @example
 * const { items, total } = await client.review.list({ productId: 1004, pageSize: 50 });
 */
export const reviewListCall = defineCall({
  name: 'review.list',
  method: 'GET',
  path: '/api/review/list',
  auth: 'none',
  cart: false,
  query: ReviewListQuerySchema,
  result: ReviewListResultSchema,
});
