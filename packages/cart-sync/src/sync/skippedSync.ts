import type { SyncReport } from './runSync';

/**
 * The report of a sync that did not run (cart sync off, offline, nothing to sync), or had nothing to do.
 * @example
 * if (!isOnline()) return skippedSync('offline');
 */
export const skippedSync = (status: SyncReport['status']): SyncReport => ({ status, diff: [] });
