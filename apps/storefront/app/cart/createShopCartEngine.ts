import { createApiCartBackend, createCartSync } from '@citerne/cart-sync';
import { createApiClient } from '@citerne/core-api';
import { shopCartConfig } from './shopCartConfig';

/**
 * The browser's cart engine (`@citerne/cart-sync` over the shop's API client): reads the stored cart back, keeps it
 * in local storage, syncs with the server cart and syncs again when the browser comes back online (SPEC §4 "Cart",
 * "Offline and online"). Browser only; loaded in its own chunk by {@link shopCartSync}.
 *
 * @example
 * const engine = createShopCartEngine();
 */
export function createShopCartEngine() {
  const client = createApiClient({ baseUrl: window.location.origin });
  return createCartSync({
    backend: createApiCartBackend({ client, guestClient: client }),
    storage: window.localStorage,
    eventTarget: window,
    config: shopCartConfig,
  });
}
