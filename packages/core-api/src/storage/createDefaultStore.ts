import { createIndexedDbStore } from './createIndexedDbStore';
import { createMemoryStore } from './createMemoryStore';
import type { KeyValueStore } from './keyValueStore';

/**
 * IndexedDB when the runtime has it (the browser), else memory (Node during SSR).
 *
 * @example
 * const store = createDefaultStore('citerne-sync');
 */
export function createDefaultStore(databaseName: string): KeyValueStore {
  return typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore(databaseName);
}
