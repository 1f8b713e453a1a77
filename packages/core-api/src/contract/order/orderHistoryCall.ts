import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { queryInteger } from '../field/queryInteger';
import { OrderSchema } from './order';

/** Default page size of the order history (SPEC §9). */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/**
 * The query of order history: `pageSize` (default 20, at most 100) and `currentPage` (default 1).
 *
 * @example
 * v.parse(OrderHistoryQuerySchema, { pageSize: '20', currentPage: '2' }); // { pageSize: 20, currentPage: 2 }
 */
export const OrderHistoryQuerySchema = v.object({
  ...baseQueryFields,
  pageSize: v.optional(queryInteger(1, 100), ORDER_HISTORY_PAGE_SIZE),
  currentPage: v.optional(queryInteger(1, 10_000), 1),
});

/** The query of order history. */
export type OrderHistoryQuery = v.InferInput<typeof OrderHistoryQuerySchema>;

/**
 * The answer of order history.
 *
 * @example
 * v.parse(OrderHistoryResultSchema, { items: [], total_count: 0 });
 */
export const OrderHistoryResultSchema = v.looseObject({
  items: v.array(OrderSchema),
  total_count: v.optional(v.number()),
});

/** The answer of order history. */
export type OrderHistoryResult = v.InferOutput<typeof OrderHistoryResultSchema>;

/**
 * Order history — `GET /api/user/order-history` (SPEC §7). Needs the user token (SPEC §6).
 *
 * @example
 * const { items } = await client.user.orderHistory({ pageSize: 20, currentPage: 1 });
 */
export const orderHistoryCall = defineCall({
  name: 'user.orderHistory',
  method: 'GET',
  path: '/api/user/order-history',
  auth: 'required',
  cart: false,
  query: OrderHistoryQuerySchema,
  result: OrderHistoryResultSchema,
});
