import { createApiCartBackend, createCartSync } from '@citerne/cart-sync';
import { createApiClient } from '@citerne/core-api';
import { browserApi } from '../api/browserApi';
import { watchOfflineOrders } from '../offlineOrders/watchOfflineOrders';
import { shopStorage } from '../storage/shopStorage';
import { shopCartConfig } from './shopCartConfig';

/**
 * The browser's cart engine (`@citerne/cart-sync` over the shop's API client, which carries the customer's token
 * once logged in; a token-less client is the SPEC §6 guest-cart fallback): reads the stored cart back, keeps it in
 * local storage, syncs with the server cart and syncs again when the browser comes back online (SPEC §4 "Cart",
 * "Offline and online"). Browser only; loaded in its own chunk by {@link shopCartSync}.
 *
 * @example
 * const engine = await createShopCartEngine();
 */
export async function createShopCartEngine() {
  const client = await browserApi();
  const guestClient = createApiClient({ baseUrl: window.location.origin });
  const engine = createCartSync({
    backend: createApiCartBackend({ client, guestClient }),
    storage: shopStorage(),
    eventTarget: window,
    config: shopCartConfig,
  });
  // SPEC §4 "Offline and online": coming online resyncs the cart, then asks about the orders placed offline.
  watchOfflineOrders(engine);
  return engine;
}
