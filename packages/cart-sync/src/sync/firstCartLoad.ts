import type { CartSync } from './CartSync';

/** The first load of one cart engine (see {@link firstCartLoad}). */
export interface FirstCartLoad {
  /**
   * Starts the first load once — `run`, by default `cartSync.load()` (stored cart read back and synced) — and
   * resolves when it is done or rejects with its error. Later calls return the same promise, whatever their `run`.
   */
  start(run?: (cartSync: CartSync) => Promise<unknown>): Promise<void>;
  /** True once the first load has finished, whether it succeeded or failed. */
  isSettled(): boolean;
  /** Listens for the first load finishing; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Entry {
  settled: boolean;
  promise: Promise<void> | null;
  readonly listeners: Set<() => void>;
}

const entries = new WeakMap<CartSync, Entry>();

/**
 * The first load of a cart engine, shared by everyone who asks for that engine (a provider mounted twice by React's
 * strict mode, a story's loader, a hook that shows the cart as loading until then).
 * @example
 * const first = firstCartLoad(cartSync);
 * await first.start((cart) => cart.load().then(() => cart.checkStock()));
 * first.isSettled(); // true
 */
export function firstCartLoad(cartSync: CartSync): FirstCartLoad {
  let entry = entries.get(cartSync);
  if (!entry) {
    entry = { settled: false, promise: null, listeners: new Set() };
    entries.set(cartSync, entry);
  }
  const known = entry;
  return {
    start(run = (cart) => cart.load()) {
      known.promise ??= Promise.resolve()
        .then(() => run(cartSync))
        .then(() => undefined)
        .finally(() => {
          known.settled = true;
          for (const listener of [...known.listeners]) listener();
        });
      return known.promise;
    },
    isSettled: () => known.settled,
    subscribe(listener) {
      known.listeners.add(listener);
      return () => known.listeners.delete(listener);
    },
  };
}
