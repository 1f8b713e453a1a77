import {
  type CartAction,
  type CartConfig,
  type CartNotification,
  type CartState,
  type CartSync,
  emptyCartState,
  type SyncReport,
} from '@citerne/cart-sync';

/** A cart engine whose code loads on first use (see {@link createLazyCartSync}). */
export interface LazyCartSync extends CartSync {
  /** True once the first `load()` settled (the stored cart is read back and synced, or the sync failed). */
  isLoaded(): boolean;
}

/** What {@link createLazyCartSync} needs. */
export interface LazyCartSyncOptions {
  /** Creates the real engine (`createCartSync`), from chunks loaded on demand. Called once, in the browser. */
  readonly loadEngine: () => Promise<CartSync>;
  /** The settings the engine is created with, read before it exists (badge count type, SPEC §4). */
  readonly config: CartConfig;
  /** Waits for a quiet moment before the first load, so the cart code stays off the page's critical path. */
  readonly whenIdle?: () => Promise<void>;
}

type AsyncMethods = {
  [K in keyof CartSync]: CartSync[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof CartSync];

/**
 * A `CartSync` that can be handed to `CartSyncProvider` at once while the engine's code (cart-sync core, the API
 * client and valibot) loads later: until then it is the empty cart (as rendered on the server, so hydration
 * matches); `load()` waits for an idle moment, other actions (add to cart…) load the engine right away; state
 * changes and notifications (SPEC §8) of the engine reach the listeners registered before it existed, and
 * local actions dispatched before are replayed on it. Nothing touches `window` until an action runs.
 *
 * @example
 * const cart = createLazyCartSync({ loadEngine: () => import('./createShopEngine').then((m) => m.createShopEngine()), config });
 * <CartSyncProvider cartSync={cart}>…</CartSyncProvider>
 */
export function createLazyCartSync(options: LazyCartSyncOptions): LazyCartSync {
  const { loadEngine, config, whenIdle = () => Promise.resolve() } = options;
  const empty = emptyCartState();
  const stateListeners = new Set<(state: CartState) => void>();
  const notificationListeners = new Set<(notification: CartNotification) => void>();
  const queued: CartAction[] = [];
  let engine: CartSync | null = null;
  let starting: Promise<CartSync> | null = null;
  let loaded = false;

  const emit = (state: CartState) => {
    for (const listener of [...stateListeners]) listener(state);
  };
  const start = (): Promise<CartSync> => {
    starting ??= loadEngine().then(
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
        starting = null; // a chunk that failed to load (offline) is asked again next time
        throw error;
      },
    );
    return starting;
  };
  const later =
    <K extends AsyncMethods>(name: K) =>
    (...args: Parameters<CartSync[K]>): ReturnType<CartSync[K]> =>
      start().then((ready) => (ready[name] as (...a: Parameters<CartSync[K]>) => unknown)(...args)) as ReturnType<
        CartSync[K]
      >;

  return {
    get config() {
      return engine?.config ?? config;
    },
    getState: () => engine?.getState() ?? empty,
    isLoaded: () => loaded,
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
    load: () =>
      whenIdle()
        .then(start)
        .then(
          (ready) => ready.load(),
          // The engine's code did not load (offline on a first visit): the sync failed, a later action retries.
          (): SyncReport => ({ status: 'failed', diff: [] }),
        )
        .finally(() => {
          if (loaded) return;
          loaded = true;
          emit(engine?.getState() ?? empty);
        }),
    addToCart: later('addToCart'),
    updateQuantity: later('updateQuantity'),
    removeItem: later('removeItem'),
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
