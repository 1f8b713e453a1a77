import { PENDING_ORDERS_FLAG } from './pendingOrdersFlag';

/**
 * Records whether orders placed offline wait in IndexedDB (`mayHavePendingOrders`); a storage that refuses only
 * means the queue is read on every page. Kept apart from the reader, which is all the first load carries.
 *
 * @example
 * setPendingOrdersFlag(pending.length > 0);
 */
export function setPendingOrdersFlag(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(PENDING_ORDERS_FLAG, '1');
    else window.localStorage.removeItem(PENDING_ORDERS_FLAG);
  } catch {
    // Nothing to do: mayHavePendingOrders answers true when it cannot read.
  }
}
