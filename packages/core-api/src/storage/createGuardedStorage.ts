import { type Clock, systemClock } from '../clock/clock';
import { isQuotaExceededError } from './isQuotaExceededError';

/** The Web Storage API as the shop uses it (`window.localStorage` fits). */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** Something that went wrong with the guarded storage; the shop keeps working from memory. */
export type StorageProblem =
  | { kind: 'write-error'; key: string; error: unknown }
  | { kind: 'quota-exceeded'; usedBytes?: number; cleared: string[] }
  | { kind: 'disabled'; writeErrors: number };

/** Options of {@link createGuardedStorage}; the defaults are SPEC §9 "Storage and cache". */
export interface GuardedStorageOptions {
  storage: WebStorageLike;
  /** The keys that a quota error or the quota check may clear (default: every key). */
  clearable?: (key: string) => boolean;
  /** Size of the clearable keys above which they are cleared (default 4096 KB). */
  quotaKb?: number;
  /** How often the size is checked (default 30 000 ms; 0 disables the timer). */
  quotaCheckIntervalMs?: number;
  /** Write errors after which nothing more is written to the storage (default 30). */
  maxWriteErrors?: number;
  clock?: Clock;
  onProblem?: (problem: StorageProblem) => void;
}

/** A Web Storage that never throws: values the storage refuses are kept in memory for the page's life. */
export interface GuardedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Measures the clearable keys (UTF-16 bytes) and clears them when above the quota. */
  checkQuota(): { usedBytes: number; exceeded: boolean };
  /** False once writing was switched off after too many write errors. */
  readonly persistent: boolean;
  readonly writeErrors: number;
  /** Stops the quota timer. */
  dispose(): void;
}

/**
 * Guards the browser's local storage with the storage rules of SPEC §4 "Storage" and §9 "Storage and cache": a
 * write error never reaches the caller; a quota error clears the clearable keys and writes the value again (the
 * newest state is the one worth keeping); after 30 write errors the storage is no longer written (values stay in
 * memory); every 30 s the clearable keys are measured against the 4096 KB quota and cleared above it. The cart,
 * the session and the checkout write through one guard, so the count is the shop's.
 *
 * @example
 * const storage = createGuardedStorage({ storage: window.localStorage, onProblem: console.warn });
 * createCartSync({ storage, … });
 */
export function createGuardedStorage(options: GuardedStorageOptions): GuardedStorage {
  const { storage } = options;
  const clock = options.clock ?? systemClock;
  const clearable = options.clearable ?? (() => true);
  const quotaBytes = (options.quotaKb ?? 4096) * 1024;
  const interval = options.quotaCheckIntervalMs ?? 30_000;
  const maxWriteErrors = options.maxWriteErrors ?? 30;
  const report = options.onProblem ?? (() => {});
  // Values written while the storage refuses them: the page reads back what it wrote.
  const memory = new Map<string, string | null>();
  let persistent = true;
  let writeErrors = 0;
  let timer: unknown;
  let disposed = false;

  const storedKeys = (): string[] => {
    const found: string[] = [];
    try {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key !== null) found.push(key);
      }
    } catch {
      // A storage that cannot be listed has nothing to clear.
    }
    return found;
  };

  const clearClearable = (): string[] => {
    const cleared = storedKeys().filter(clearable);
    for (const key of cleared) {
      try {
        storage.removeItem(key);
      } catch {
        // Removing never matters more than the page.
      }
    }
    return cleared;
  };

  const failed = (key: string, error: unknown) => {
    writeErrors += 1;
    report({ kind: 'write-error', key, error });
    if (writeErrors >= maxWriteErrors && persistent) {
      persistent = false;
      report({ kind: 'disabled', writeErrors });
    }
  };

  const write = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
      memory.delete(key);
      return;
    } catch (error) {
      memory.set(key, value);
      failed(key, error);
      if (!isQuotaExceededError(error) || !persistent) return;
    }
    report({ kind: 'quota-exceeded', cleared: clearClearable() });
    try {
      storage.setItem(key, value);
      memory.delete(key);
    } catch (error) {
      failed(key, error);
    }
  };

  const guarded: GuardedStorage = {
    get persistent() {
      return persistent;
    },
    get writeErrors() {
      return writeErrors;
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (!persistent) {
        memory.set(key, value);
        return;
      }
      write(key, value);
    },
    removeItem(key) {
      if (!persistent) {
        memory.set(key, null);
        return;
      }
      memory.delete(key);
      try {
        storage.removeItem(key);
      } catch {
        memory.set(key, null);
      }
    },
    checkQuota() {
      let usedBytes = 0;
      for (const key of storedKeys().filter(clearable)) {
        let value: string | null = null;
        try {
          value = storage.getItem(key);
        } catch {
          // An unreadable entry weighs nothing here.
        }
        usedBytes += (key.length + (value?.length ?? 0)) * 2;
      }
      const exceeded = usedBytes > quotaBytes;
      if (exceeded) report({ kind: 'quota-exceeded', usedBytes, cleared: clearClearable() });
      return { usedBytes, exceeded };
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };

  const schedule = () => {
    if (interval <= 0 || disposed) return;
    timer = clock.setTimeout(() => {
      guarded.checkQuota();
      schedule();
    }, interval);
  };
  schedule();
  return guarded;
}
