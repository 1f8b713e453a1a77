import type { CartSync } from '@citerne/cart-sync';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { createStore } from 'jotai';
import './accountCatalog';
import { browserSession } from '../api/browserApi';
import { clearCheckoutAtom } from '../checkout/checkoutAtom';
import { sessionStateAtom } from './sessionStateAtom';

/** What the session wiring needs from the page. */
export interface ShopSessionWiring {
  readonly store: ReturnType<typeof createStore>;
  readonly cartSync: CartSync;
  readonly notify: (message: string) => void;
  readonly i18n: I18n;
}

/**
 * Starts the shopper's session (SPEC §4 "Session": the cached user and token are loaded at start) and wires the
 * effects that cross features (ARCHITECTURE.md: through the session's events, never one feature importing another):
 * a login connects the customer's cart and merges the guest cart into it; a logout (or an expired session) clears
 * and disconnects the cart and the checkout details, and says "You're logged out" unless silent. Loaded after the
 * first paint, in the chunk of the API client. Returns the function that stops listening.
 *
 * @example
 * const stop = await startShopSession({ store, cartSync, notify, i18n });
 */
export async function startShopSession({ store, cartSync, notify, i18n }: ShopSessionWiring): Promise<() => void> {
  const session = await browserSession();
  const offState = session.subscribe((state) => store.set(sessionStateAtom, state));
  const offEvents = session.on((event) => {
    if (event.type === 'login') void cartSync.authorize();
    if (event.type === 'logout') {
      void cartSync.logout();
      store.set(clearCheckoutAtom);
      if (!event.silent) notify(i18n._(msg`You're logged out`));
    }
  });
  store.set(sessionStateAtom, session.getState());
  await session.restore();
  store.set(sessionStateAtom, session.getState());
  return () => {
    offState();
    offEvents();
  };
}
