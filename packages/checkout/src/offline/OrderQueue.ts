import type { SyncTaskQueue } from '@citerne/core-api';

/** The part of core-api's sync task queue (`createSyncTaskQueue`) the offline orders use. */
export type OrderQueue = Pick<SyncTaskQueue, 'queue' | 'process' | 'list' | 'remove'>;
