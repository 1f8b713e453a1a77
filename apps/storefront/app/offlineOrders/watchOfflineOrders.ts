import type { CartSync } from '@citerne/cart-sync';
import { getDefaultStore } from 'jotai';
import { mayHavePendingOrders } from './pendingOrdersFlag';

/**
 * Watches for the return of the network (SPEC §4 "Offline and online"): now and on each `online` event, when orders
 * placed offline may be waiting, loads {@link reconnect} (its own chunk), which syncs the cart and opens the
 * confirmation modal. Started with the cart engine, which every page loads after its first paint: nothing of the
 * offline orders is in the first load. Answers the function that stops watching.
 *
 * @example
 * const stop = watchOfflineOrders(engine);
 */
export function watchOfflineOrders(cartSync: Pick<CartSync, 'sync'>): () => void {
  const check = () => {
    if (!navigator.onLine || !mayHavePendingOrders()) return;
    void import('./reconnect').then(({ reconnect }) => reconnect({ store: getDefaultStore(), cartSync }));
  };
  check();
  window.addEventListener('online', check);
  return () => window.removeEventListener('online', check);
}
