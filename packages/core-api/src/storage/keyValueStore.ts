/**
 * The small storage interface behind the sync task queue and the persistent cache: IndexedDB in the
 * browser ({@link createIndexedDbStore}), memory in Node and tests ({@link createMemoryStore}).
 * Values are structured-cloneable data.
 *
 * @example
 * const store: KeyValueStore = typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore();
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  entries(): Promise<Array<[string, unknown]>>;
  clear(): Promise<void>;
}
