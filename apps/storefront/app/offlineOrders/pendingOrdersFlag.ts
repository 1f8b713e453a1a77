/**
 * Set while orders placed offline may wait in IndexedDB: pages read this one local storage key on load and open the
 * offline orders' code only then, so a shopper who never ordered offline loads nothing more.
 */
export const PENDING_ORDERS_FLAG = 'offline-orders-pending';

/** Whether orders placed offline may be waiting (browser only). */
export function mayHavePendingOrders(): boolean {
  try {
    return window.localStorage.getItem(PENDING_ORDERS_FLAG) !== null;
  } catch {
    return true;
  }
}

/** Records whether orders are waiting; a storage that refuses only means the queue is read on every page. */
export function setPendingOrdersFlag(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(PENDING_ORDERS_FLAG, '1');
    else window.localStorage.removeItem(PENDING_ORDERS_FLAG);
  } catch {
    // Nothing to do: mayHavePendingOrders answers true when it cannot read.
  }
}
