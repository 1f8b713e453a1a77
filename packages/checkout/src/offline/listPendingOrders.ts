import type { OrderQueue } from './OrderQueue';
import { type PendingOrder, pendingOrderOf } from './PendingOrder';

/** How long an answered order stays readable in the queue, for the other tabs (10 minutes). */
export const ANSWERED_ORDER_KEPT_MS = 600_000;

/**
 * The offline orders not sent yet, oldest first (SPEC §4: the confirmation modal lists the untransmitted offline
 * orders). Answered orders older than {@link ANSWERED_ORDER_KEPT_MS} are forgotten on the way: their addresses
 * do not stay in the browser.
 * @example
 * const pending = await listPendingOrders(queue, Date.now());
 * if (pending.length > 0 && !onThankYouPage) modals.open('order-confirmation');
 */
export async function listPendingOrders(
  queue: Pick<OrderQueue, 'list' | 'remove'>,
  now: number,
): Promise<PendingOrder[]> {
  const pending: PendingOrder[] = [];
  for (const task of await queue.list()) {
    const order = pendingOrderOf(task);
    if (!order) continue;
    if (!task.transmited) pending.push(order);
    else if (now - (task.transmited_at ?? task.updated_at) > ANSWERED_ORDER_KEPT_MS) await queue.remove(task.task_id);
  }
  return pending;
}
