import { miniCartCount } from '../summary/miniCartCount';
import type { CartSync, CartSyncOptions } from './CartSync';
import { cartCouponMethods } from './cartCouponMethods';
import { cartLineMethods } from './cartLineMethods';
import { cartSessionMethods } from './cartSessionMethods';
import { checkCartStock } from './checkCartStock';
import { createCartEngine } from './createCartEngine';

/**
 * Creates the cart: reads the stored cart at once (synchronously, validated), then keeps storage,
 * subscribers and the server cart in step.
 * @example
 * const cartSync = createCartSync({
 *   backend: createApiCartBackend({ client, guestClient }),
 *   storage: window.localStorage,
 *   eventTarget: window,
 * });
 * await cartSync.load();
 * await cartSync.addToCart({ ...product, qty: 2 });
 */
export function createCartSync(options: CartSyncOptions): CartSync {
  const { engine, store } = createCartEngine(options);
  const { config } = engine;

  // SPEC §4 "Offline and online": coming back online syncs the cart (merging the server cart by default).
  const onOnline = () => {
    void engine.enqueue(() => engine.syncNow(engine.mergeOnConnect()));
  };
  options.eventTarget?.addEventListener('online', onOnline);

  return {
    config,
    getState: store.getState,
    subscribe: store.subscribe,
    onNotification: store.onNotification,
    dispatch: store.dispatch,
    ...cartSessionMethods(engine, { loadStored: store.loadStored }),
    ...cartLineMethods(engine),
    ...cartCouponMethods(engine),
    checkStock: () => checkCartStock(engine),
    miniCartCount(type = config.minicartCountType) {
      return miniCartCount(store.getState().items, type);
    },
    idle: engine.idle,
    dispose() {
      options.eventTarget?.removeEventListener('online', onOnline);
      store.dispose();
    },
  };
}
