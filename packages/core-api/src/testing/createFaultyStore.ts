import { createMemoryStore } from '../storage/createMemoryStore';
import type { KeyValueStore } from '../storage/keyValueStore';

/** A store whose writes can fail and whose reads can hang, as a full or stuck IndexedDB does. */
export interface FaultyStore extends KeyValueStore {
  /** The store under the faults (to plant corrupt entries or look at what was written). */
  readonly inner: KeyValueStore;
  /** Makes every write fail with the error made by `makeError` (null: writes work again). */
  failWrites(makeError: (() => Error) | null): void;
  /** Makes reads (`get`) and iteration (`entries`) never answer. */
  hang(reads: boolean): void;
}

/**
 * Wraps a real memory store with write failures and hanging reads.
 *
 * @example
 * const store = createFaultyStore();
 * store.failWrites(() => new DOMException('full', 'QuotaExceededError'));
 */
export function createFaultyStore(inner: KeyValueStore = createMemoryStore()): FaultyStore {
  let makeError: (() => Error) | null = null;
  let hanging = false;
  const never = new Promise<never>(() => {});
  return {
    inner,
    failWrites(factory) {
      makeError = factory;
    },
    hang(reads) {
      hanging = reads;
    },
    get: (key) => (hanging ? never : inner.get(key)),
    set: async (key, value) => {
      if (makeError) throw makeError();
      await inner.set(key, value);
    },
    delete: (key) => inner.delete(key),
    keys: () => inner.keys(),
    entries: () => (hanging ? never : inner.entries()),
    clear: () => inner.clear(),
  };
}
