import { type CartState, emptyCartState } from '../cart/CartState';
import type { CartAction } from '../cart/cartReducer';
import type { CartConfig } from '../config/cartConfig';
import type { CartNotification } from '../notification/CartNotification';
import type { CartSync } from './CartSync';

/** Options of {@link createLazyCartSync}. */
export interface LazyCartSyncOptions {
  /**
   * The settings the engine will be created with, already complete (no validation runs before the engine's code
   * has loaded): the badge reads `minicartCountType` from it meanwhile (SPEC §4).
   */
  readonly config: CartConfig;
  /**
   * When `load()` may fetch the engine's code: `false` (default) at once; `true` at the browser's next idle
   * moment (`requestIdleCallback`, or 200 ms where it is missing); a function, once its promise resolves. Any
   * other action (add to cart…) fetches it at once.
   */
  readonly deferLoad?: boolean | (() => Promise<void>);
}

type AsyncMethod = {
  [K in keyof CartSync]: CartSync[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof CartSync];

const browserIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve());
    else globalThis.setTimeout(resolve, 200);
  });

/**
 * A `CartSync` that stands in for an engine whose code loads later (a dynamic `import()`), so a page can render
 * its cart without the engine, its validation and its API client in the first load. Until the engine exists it
 * is the empty cart (what the server renders); `load()` fetches it (at an idle moment with `deferLoad`), any
 * other action fetches it at once and runs on it; local actions dispatched before are replayed on it in order;
 * listeners registered before hear its state changes and notifications (SPEC §8). The engine is created once;
 * when its code fails to load (offline first visit) the call rejects and the next one tries again. Nothing runs
 * until a method is called, so it is safe to create at import time on the server.
 * @example
 * export const shopCart = createLazyCartSync(
 *   () => import('./createShopCartEngine').then((module) => module.createShopCartEngine()),
 *   { config: shopCartConfig, deferLoad: true },
 * );
 * <CartSyncProvider cartSync={shopCart}>…</CartSyncProvider>
 */
export function createLazyCartSync(load: () => Promise<CartSync>, options: LazyCartSyncOptions): CartSync {
  const { config, deferLoad = false } = options;
  const empty = emptyCartState();
  const stateListeners = new Set<(state: CartState) => void>();
  const notificationListeners = new Set<(notification: CartNotification) => void>();
  const queued: CartAction[] = [];
  let engine: CartSync | null = null;
  let starting: Promise<CartSync> | null = null;

  const emit = (state: CartState) => {
    for (const listener of [...stateListeners]) listener(state);
  };
  const start = (): Promise<CartSync> => {
    starting ??= load().then(
      (created) => {
        engine = created;
        for (const action of queued.splice(0)) created.dispatch(action);
        created.subscribe(emit);
        created.onNotification((notification) => {
          for (const listener of [...notificationListeners]) listener(notification);
        });
        emit(created.getState());
        return created;
      },
      (error: unknown) => {
        starting = null;
        throw error;
      },
    );
    return starting;
  };
  const whenAllowed = deferLoad === true ? browserIdle : deferLoad === false ? () => Promise.resolve() : deferLoad;
  const later =
    <K extends AsyncMethod>(name: K) =>
    (...args: Parameters<CartSync[K]>): ReturnType<CartSync[K]> =>
      start().then((ready) => (ready[name] as (...a: Parameters<CartSync[K]>) => unknown)(...args)) as ReturnType<
        CartSync[K]
      >;

  return {
    get config() {
      return engine?.config ?? config;
    },
    getState: () => engine?.getState() ?? empty,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    dispatch(action) {
      if (engine) engine.dispatch(action);
      else queued.push(action);
    },
    load: () => (engine || starting ? start() : whenAllowed().then(start)).then((ready) => ready.load()),
    addToCart: later('addToCart'),
    updateQuantity: later('updateQuantity'),
    removeItem: later('removeItem'),
    removeProduct: later('removeProduct'),
    configureItem: later('configureItem'),
    clear: later('clear'),
    connect: later('connect'),
    authorize: later('authorize'),
    logout: later('logout'),
    sync: later('sync'),
    syncTotals: later('syncTotals'),
    applyCoupon: later('applyCoupon'),
    removeCoupon: later('removeCoupon'),
    checkStock: later('checkStock'),
    idle: () => (starting ? starting.then((ready) => ready.idle()) : Promise.resolve()),
    miniCartCount: (type) => engine?.miniCartCount(type) ?? 0,
    dispose: () => engine?.dispose(),
  };
}
