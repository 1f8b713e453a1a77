import type { CartSync } from '@citerne/cart-sync';

let instance: Promise<CartSync> | undefined;

/**
 * The browser's cart (`@citerne/cart-sync` over the API client), created once on first use from separate
 * chunks: the cart code is not part of the first load. It reads the stored cart, keeps it in local storage and
 * syncs with the server cart (SPEC §4 "Cart").
 */
export function cartSyncInstance(): Promise<CartSync> {
  instance ??= Promise.all([import('@citerne/cart-sync'), import('@citerne/core-api')]).then(
    ([{ createApiCartBackend, createCartSync }, { createApiClient }]) => {
      const client = createApiClient({ baseUrl: window.location.origin });
      const cart = createCartSync({
        backend: createApiCartBackend({ client, guestClient: client }),
        storage: window.localStorage,
        eventTarget: window,
      });
      return cart;
    },
  );
  return instance;
}
