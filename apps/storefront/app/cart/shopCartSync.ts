import { createLazyCartSync } from '@citerne/cart-sync';
import { shopCartConfig } from './shopCartConfig';

/**
 * The shop's one cart, given to `CartSyncProvider` by the layout (`createLazyCartSync` of `@citerne/cart-sync`): the
 * engine (cart-sync core, API client, valibot) is not part of the first load; its chunk is fetched at the first idle
 * moment after hydration, or at once when the shopper adds to the cart first. Safe to import on the server (nothing
 * runs there until an action is called).
 *
 * @example
 * <CartSyncProvider cartSync={shopCartSync}>…</CartSyncProvider>
 */
export const shopCartSync = createLazyCartSync(
  () => import('./createShopCartEngine').then(({ createShopCartEngine }) => createShopCartEngine()),
  { config: shopCartConfig, deferLoad: true },
);
