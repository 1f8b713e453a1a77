import type { CartSync } from '@citerne/cart-sync';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { mayHavePendingOrders } from './pendingOrdersFlag';

/**
 * Watches for the return of the network (SPEC §4 "Offline and online"): on load and on each `online` event, when
 * orders placed offline may be waiting, loads {@link reconnect} (its own chunk: this hook is all the first load
 * carries) which syncs the cart and opens the confirmation modal.
 *
 * @example
 * useOfflineOrders(shopCartSync); // in the layout
 */
export function useOfflineOrders(cartSync: Pick<CartSync, 'sync'>): void {
  const store = useStore();
  useEffect(() => {
    const check = () => {
      if (navigator.onLine && mayHavePendingOrders()) {
        void import('./reconnect').then(({ reconnect }) => reconnect({ store, cartSync }));
      }
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [store, cartSync]);
}
