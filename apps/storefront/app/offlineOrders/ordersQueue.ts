import { createSyncTaskQueue, type SyncTaskQueue } from '@citerne/core-api';
import { browserApi } from '../api/browserApi';
import { offlineOrdersConfig } from './offlineOrdersConfig';

let queue: Promise<SyncTaskQueue> | undefined;

/**
 * The queue of the orders placed offline (core-api's sync task queue in the IndexedDB database `citerne-orders`,
 * sharing the API client's tokens). It listens to no event: orders go only when the shopper confirms them, or
 * automatically when the shop is set so (SPEC §4). Browser only.
 */
export function ordersQueue(): Promise<SyncTaskQueue> {
  queue ??= browserApi().then((client) =>
    createSyncTaskQueue({
      name: 'citerne-orders',
      transport: client.transport,
      sendTimeoutMs: offlineOrdersConfig.sendTimeoutMs,
    }),
  );
  return queue;
}
