/** The part of the Web Storage API the packages persist through (`localStorage`). */
export interface MemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** What was written, by key. */
  readonly entries: Map<string, string>;
}

/**
 * A Map-backed `localStorage` for Node tests (cart-sync's cart, account's session and lists); `entries` shows what
 * was written.
 * @example
 * const storage = createMemoryStorage({ 'shop/cart': '{"items":[]}' });
 * storage.setItem('shop/session', '{}');
 * storage.entries.get('shop/session'); // '{}'
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
