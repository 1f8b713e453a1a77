import { type CartState, emptyCartState } from '../cart/CartState';
import { type CartAction, cartReducer } from '../cart/cartReducer';
import type { CartNotification } from '../notification/CartNotification';
import { readStoredCart } from '../persistence/readStoredCart';
import { writeStoredCart } from '../persistence/writeStoredCart';
import type { CartSyncOptions } from './CartSync';

/** The local side of a cart engine: its state, who hears it, and its copy in storage. */
export interface CartStore {
  getState(): CartState;
  dispatch(action: CartAction): void;
  notify(notification: CartNotification): void;
  subscribe(listener: (state: CartState) => void): () => void;
  onNotification(listener: (notification: CartNotification) => void): () => void;
  /** Reads the stored cart back (validated) into the state. */
  loadStored(): void;
  /** Stops writing to storage and forgets the listeners. */
  dispose(): void;
}

// What the stored cart holds (SPEC §4 "Cart": current-cart, its token and hash): other changes are not written.
const storedKeys = ['items', 'removed', 'coupon', 'couponToCarry', 'serverToken', 'hash'] as const;

/**
 * The cart's state, changed only through {@link cartReducer}: every change is heard by the subscribers and, when it
 * touches what is stored, written to storage. The stored cart is read back at once (synchronously, validated).
 * @example
 * const store = createCartStore({ storage: window.localStorage });
 * store.dispatch({ type: 'add', line });
 */
export function createCartStore(options: Pick<CartSyncOptions, 'storage' | 'onStorageProblem'>): CartStore {
  const { storage = null, onStorageProblem } = options;
  const listeners = new Set<(state: CartState) => void>();
  const notificationListeners = new Set<(notification: CartNotification) => void>();
  let disposed = false;
  let state = emptyCartState();

  const persist = (previous: CartState) => {
    if (!storage || disposed) return;
    if (storedKeys.some((key) => previous[key] !== state[key]))
      writeStoredCart(storage, state, { onProblem: onStorageProblem });
  };
  const dispatch = (action: CartAction) => {
    const previous = state;
    state = cartReducer(state, action);
    if (state === previous) return;
    persist(previous);
    for (const listener of [...listeners]) listener(state);
  };

  if (storage)
    state = cartReducer(state, { type: 'load', stored: readStoredCart(storage, { onProblem: onStorageProblem }) });

  return {
    getState: () => state,
    dispatch,
    notify(notification) {
      for (const listener of [...notificationListeners]) listener(notification);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    loadStored() {
      if (storage) dispatch({ type: 'load', stored: readStoredCart(storage, { onProblem: onStorageProblem }) });
    },
    dispose() {
      disposed = true;
      listeners.clear();
      notificationListeners.clear();
    },
  };
}
