import type { KeyValueStore } from './keyValueStore';

/**
 * A store in memory, for Node (SSR) and tests. Values are cloned in and out, as IndexedDB does, so a
 * caller's later change to an object never alters what was stored.
 *
 * @example
 * const store = createMemoryStore();
 * await store.set('a', { n: 1 });
 */
export function createMemoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: async (key) => (data.has(key) ? structuredClone(data.get(key)) : undefined),
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    delete: async (key) => {
      data.delete(key);
    },
    keys: async () => [...data.keys()],
    entries: async () => [...data.entries()].map(([key, value]): [string, unknown] => [key, structuredClone(value)]),
    clear: async () => {
      data.clear();
    },
  };
}
