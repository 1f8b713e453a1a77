import type { CartSync } from '@citerne/cart-sync';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useModals } from '../modals/modalsAtom';
import { mayHavePendingOrders } from './pendingOrdersFlag';

/**
 * Watches for the return of the network (SPEC §4 "Offline and online"): on load and on each `online` event, when
 * orders placed offline may be waiting, loads {@link reconnect} (its own chunk: nothing of it is in the first load)
 * which syncs the cart and opens the confirmation modal.
 *
 * @example
 * useOfflineOrders(shopCartSync); // in the layout
 */
export function useOfflineOrders(cartSync: Pick<CartSync, 'sync'>): void {
  const store = useStore();
  const modals = useModals();
  useEffect(() => {
    let active = true;
    const check = () => {
      if (!navigator.onLine || !mayHavePendingOrders()) return;
      void import('./reconnect').then(({ reconnect }) =>
        active
          ? reconnect({ store, cartSync, openConfirmation: (payload) => modals.open('order-confirmation', payload) })
          : undefined,
      );
    };
    check();
    window.addEventListener('online', check);
    return () => {
      active = false;
      window.removeEventListener('online', check);
    };
  }, [store, cartSync, modals]);
}
