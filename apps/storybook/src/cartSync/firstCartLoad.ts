import type { CartSync, SyncReport } from '@citerne/cart-sync';

/** The first load of a cart engine: its promise, and whether it has settled. */
export interface FirstCartLoad {
  readonly promise: Promise<SyncReport | null>;
  readonly settled: boolean;
}

const loads = new WeakMap<CartSync, { promise: Promise<SyncReport | null>; settled: boolean }>();

/**
 * Starts the first load of a cart engine once (later calls, and React's double effects, share it): the
 * stored cart read back and synced, then the stock of its lines checked (SPEC §4 "Stock sync for a cart
 * item": "In stock!" / "Out of the stock!"). Resolves `null` when the load failed; the cart keeps its lines.
 * @example
 * const load = firstCartLoad(cartSync);
 * if (!load.settled) await load.promise;
 */
export function firstCartLoad(cartSync: CartSync): FirstCartLoad {
  const known = loads.get(cartSync);
  if (known) return known;
  const entry = { promise: Promise.resolve<SyncReport | null>(null), settled: false };
  entry.promise = cartSync
    .load()
    .then(async (report) => {
      await cartSync.checkStock();
      return report;
    })
    .catch(() => null)
    .finally(() => {
      entry.settled = true;
    });
  loads.set(cartSync, entry);
  return entry;
}
