import type { Order } from '@citerne/core-api/contract';

/**
 * One page of the customer's order history (SPEC §3 "User state" orders_history, §7 "Order history"): its
 * orders, how many orders the customer has in all, and which page this is (from 1, {@link ORDER_HISTORY_PAGE_SIZE}
 * a page).
 * @example
 * const pages = Math.ceil(orders.totalCount / ORDER_HISTORY_PAGE_SIZE);
 */
export interface OrderHistoryPage {
  readonly items: readonly Order[];
  readonly totalCount: number;
  readonly page: number;
}
