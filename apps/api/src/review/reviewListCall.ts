import { defineCall, queryInteger, ReviewSchema, TokenQuerySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract — the approved reviews of a product, newest first.
/**
 * `GET /api/review/list?product_id=&pageSize=&currentPage=`: a product's approved reviews.
 * @example
 * mountCall(app, reviewListCall, handler);
 */
export const reviewListCall = defineCall({
  name: 'review.list',
  method: 'GET',
  path: '/api/review/list',
  auth: 'none',
  cart: false,
  query: v.object({
    ...TokenQuerySchema.entries,
    product_id: queryInteger(1, 2_147_483_647),
    pageSize: v.optional(queryInteger(1, 50), 10),
    currentPage: v.optional(queryInteger(1, 10_000), 1),
  }),
  result: v.looseObject({ items: v.array(ReviewSchema), total: v.number() }),
});
