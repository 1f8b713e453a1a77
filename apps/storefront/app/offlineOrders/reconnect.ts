import type { CartSync } from '@citerne/cart-sync';
import { listPendingOrders } from '@citerne/checkout';
import type { createStore } from 'jotai';
import { openModal } from '../modals/modalStack';
import { modalsAtom } from '../modals/modalsAtom';
import { pendingOrdersAtom, thankYouShownAtom } from './offlineOrdersAtoms';
import { offlineOrdersConfig } from './offlineOrdersConfig';
import { ordersQueue } from './ordersQueue';
import { setPendingOrdersFlag } from './setPendingOrdersFlag';

/** What {@link reconnect} needs from the page. */
export interface ReconnectOptions {
  readonly store: Pick<ReturnType<typeof createStore>, 'get' | 'set'>;
  readonly cartSync: Pick<CartSync, 'sync'>;
}

/**
 * Coming online (SPEC §4 "Offline and online"): the cart is synced again — what was changed offline reaches the
 * server cart, which the orders name — then the orders placed offline are read from their queue, and, off the
 * thank-you page, the confirmation modal opens for them; with automatic sending on, it sends them at once.
 *
 * @example
 * window.addEventListener('online', () => void reconnect({ store, cartSync }));
 */
export async function reconnect({ store, cartSync }: ReconnectOptions): Promise<void> {
  try {
    await cartSync.sync();
  } catch {
    // The cart syncs again on its own later; the orders are listed anyway, and sending them checks the cart.
  }
  const queue = await ordersQueue();
  const pending = await listPendingOrders(queue, Date.now());
  store.set(pendingOrdersAtom, pending);
  setPendingOrdersFlag(pending.length > 0);
  if (pending.length === 0 || store.get(thankYouShownAtom)) return;
  // The confirmation modal (`order-confirmation`); with automatic sending on it sends at once.
  const payload = { send: offlineOrdersConfig.autoSend };
  store.set(modalsAtom, (stack) => openModal(stack, 'order-confirmation', payload));
}
