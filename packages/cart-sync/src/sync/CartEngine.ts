import type { CartState } from '../cart/CartState';
import type { CartConfig } from '../config/cartConfig';
import type { CartNotification } from '../notification/CartNotification';
import type { ProductValidator } from '../product/CartProduct';
import type { SyncReport, SyncRuntime } from './runSync';

/**
 * The inside of one cart engine, shared by the method groups `createCartSync` puts together (lines, session,
 * coupon, stock): its state and listeners, its queue of server steps and its syncs. Not exported by the package.
 */
export interface CartEngine extends SyncRuntime {
  readonly config: CartConfig;
  readonly validators: readonly ProductValidator[];
  getState(): CartState;
  /** Runs a server step after the ones queued before it, the cart flagged syncing meanwhile. */
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves when every queued server step is done. */
  idle(): Promise<void>;
  /** Remembers a line the shopper added or changed: forced at the next syncs until one goes through. */
  shopperChanged(checksum: string): void;
  /** Syncs the lines (the shopper's changes forced), without the totals. */
  syncCart(forceClientState: boolean): Promise<SyncReport>;
  /** Fetches the totals when needed (SPEC §4), or always with `force`. */
  syncTotals(force: boolean): Promise<void>;
  /** Syncs the lines, then the totals when the lines went through. */
  syncNow(forceClientState: boolean): Promise<SyncReport>;
  /** Queues one sync; changes made before it starts share it. */
  scheduleSync(): Promise<SyncReport>;
  /** Whether connecting merges the server cart (SPEC §4 `serverMergeByDefault`): the client state is not forced. */
  mergeOnConnect(): boolean;
  notify(notification: CartNotification): void;
}
