import type { OrderHistoryResult } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadOrderViews } from './loadOrderViews';

/**
 * `user/order-history` (SPEC §7): a customer's orders, newest first, `pageSize` per page (20 by default,
 * SPEC §9), with the total count.
 * @example
 * const { items, total_count } = await listCustomerOrders(db, customer.id, 20, 1);
 */
export async function listCustomerOrders(
  db: Kysely<Database>,
  customerId: number,
  pageSize: number,
  currentPage: number,
): Promise<OrderHistoryResult> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return {
    items: await loadOrderViews(db, rows),
    total_count: Number(count.count),
    search_criteria: { page_size: pageSize, current_page: currentPage },
  };
}
