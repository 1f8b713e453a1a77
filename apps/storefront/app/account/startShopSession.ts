import type { CartSync } from '@citerne/cart-sync';
import { NetworkError } from '@citerne/core-api';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { createStore } from 'jotai';
import './accountCatalog';
import { browserSession } from '../api/browserApi';
import { clearCheckoutAtom } from '../checkout/checkoutAtom';
import { clearSavedLists, mergeWishlistAtLogin, refreshCustomerWishlist, savedStores } from '../lists/savedStores';
import { openModal } from '../modals/modalStack';
import { modalsAtom } from '../modals/modalsAtom';
import type { AuthModalPayload } from './auth/AuthModal';
import { sessionStateAtom } from './sessionStateAtom';

/**
 * Logs a failed load, unless it was abandoned: a logout abandons the session's reads still under way
 * (`Transport.endSessionReads`), which is no failure.
 */
const reportUnlessAbandoned = (what: string) => (error: unknown) => {
  if (!(error instanceof NetworkError && error.aborted)) console.error(what, error);
};

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
 * a login connects the customer's cart and merges the guest cart into it, and adds the guest's wishlist to the
 * customer's (issue 17); a logout (or an expired session) clears
 * and disconnects the cart, the checkout details, the compare list and the wishlist, and says "You're logged out" unless silent ("Your account has
 * been deleted" after the shopper deleted it); an expired session (SPEC §8: tokens that cannot be refreshed) opens
 * the sign-up modal with a notice. Loaded after the first paint, in the chunk of the API client. Returns the
 * function that stops listening.
 *
 * SPEC §4 "Login or logout triggers a price refresh when price tiers or user-group tax are active": no page of this
 * shop depends on the customer group. The catalogue is read on the server without the customer's token (guest
 * prices); only `render-list` and the URL mapping of the API price a product for a group, and only when a user
 * token is sent, which the storefront does not do; `@citerne/pricing`'s `tierPrices` and `userGroupTax` are off by
 * default and the shop overrides neither. The cart's totals come from the server and are reloaded with the
 * customer's cart on login. So there is nothing to refresh; a group-priced catalogue would invalidate its queries
 * here.
 *
 * @example
 * const stop = await startShopSession({ store, cartSync, notify, i18n });
 */
export async function startShopSession({ store, cartSync, notify, i18n }: ShopSessionWiring): Promise<() => void> {
  const session = await browserSession();
  const offState = session.subscribe((state) => store.set(sessionStateAtom, state));
  const offEvents = session.on((event) => {
    if (event.type === 'login') {
      void cartSync.authorize();
      // Issue 17: the guest's wishlist joins the customer's list kept on the server.
      mergeWishlistAtLogin().catch(reportUnlessAbandoned('The wishlist could not be merged:'));
    }
    if (event.type === 'logout') {
      // The session has already forgotten the customer's token when it says `logout`: sending the cart's last
      // changes to the customer's cart could only be refused (401). The cart is cleared and disconnected.
      void cartSync.logout({ flush: false });
      store.set(clearCheckoutAtom);
      // SPEC §4 "Session": logout clears the wishlist and the compare list too.
      clearSavedLists();
      if (event.reason === 'deleted') notify(i18n._(msg`Your account has been deleted`));
      else if (!event.silent) notify(i18n._(msg`You're logged out`));
    }
    if (event.type === 'expired') {
      const payload: AuthModalPayload = { mode: 'register', notice: 'expired' };
      store.set(modalsAtom, (stack) => openModal(stack, 'auth', payload));
    }
  });
  store.set(sessionStateAtom, session.getState());
  // The compare list and the wishlist load with the session, after the first paint (header counts, cards' toggles).
  savedStores();
  await session.restore();
  store.set(sessionStateAtom, session.getState());
  refreshCustomerWishlist().catch(reportUnlessAbandoned('The wishlist could not be loaded:'));
  return () => {
    offState();
    offEvents();
  };
}
