import { parseCartConfig } from '../config/parseCartConfig';
import type { CartEngine } from './CartEngine';
import type { CartSyncOptions } from './CartSync';
import { type CartStore, createCartStore } from './createCartStore';
import { createShopperChanges } from './createShopperChanges';
import { createTaskQueue } from './createTaskQueue';
import type { SyncReport } from './runSync';
import { syncTotals } from './syncTotals';

/**
 * The inside of a cart engine from its options: the validated settings, the local store, the queue of server
 * steps and the syncs the method groups of `createCartSync` share.
 * @example
 * const { engine, store } = createCartEngine({ backend, storage: window.localStorage });
 * await engine.enqueue(() => engine.syncNow(false));
 */
export function createCartEngine(options: CartSyncOptions): { engine: CartEngine; store: CartStore } {
  const config = parseCartConfig(options.config);
  const store = createCartStore(options);
  const queue = createTaskQueue((busy) => store.dispatch({ type: 'syncing', value: busy }));
  const runtime = {
    backend: options.backend,
    config,
    getState: store.getState,
    dispatch: store.dispatch,
    notify: store.notify,
    isOnline: options.isOnline ?? (() => globalThis.navigator?.onLine ?? true),
  };
  const changes = createShopperChanges(runtime);

  const syncNow = async (forceClientState: boolean) => {
    const report = await changes.sync(forceClientState);
    if (report.status === 'synced') await syncTotals(runtime, { force: false });
    return report;
  };
  let pendingSync: Promise<SyncReport> | null = null;

  const engine: CartEngine = {
    ...runtime,
    validators: options.validators ?? [],
    enqueue: queue.enqueue,
    idle: queue.idle,
    shopperChanged: changes.changed,
    syncCart: changes.sync,
    syncTotals: (force) => syncTotals(runtime, { force }),
    syncNow,
    scheduleSync() {
      if (pendingSync) return pendingSync;
      const scheduled = queue.enqueue(async () => {
        pendingSync = null;
        return syncNow(false);
      });
      pendingSync = scheduled;
      return scheduled;
    },
    mergeOnConnect: () => !config.serverMergeByDefault,
  };
  return { engine, store };
}
