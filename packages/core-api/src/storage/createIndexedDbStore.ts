import { clear, createStore, del, entries, get, keys, set } from 'idb-keyval';
import type { KeyValueStore } from './keyValueStore';

/**
 * A store in an IndexedDB database of the browser (through idb-keyval): survives reloads.
 * One database per name; the object store is `keyval`.
 *
 * @example
 * const store = createIndexedDbStore('citerne-sync');
 */
export function createIndexedDbStore(databaseName = 'citerne', storeName = 'keyval'): KeyValueStore {
  const database = createStore(databaseName, storeName);
  return {
    get: (key) => get(key, database),
    set: (key, value) => set(key, value, database),
    delete: (key) => del(key, database),
    keys: async () => (await keys(database)).map(String),
    entries: async () => (await entries(database)).map(([key, value]): [string, unknown] => [String(key), value]),
    clear: () => clear(database),
  };
}
