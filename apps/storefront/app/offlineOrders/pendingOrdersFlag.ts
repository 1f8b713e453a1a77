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
