import type { StorageLike } from '../session/StorageLike';

/** A Map-backed `localStorage` for Node tests; `entries` shows what was written. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const storage: StorageLike & { entries: Map<string, string> } = {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
  return storage;
}
