/**
 * A Web Storage for tests that holds at most `capacity` characters (keys and values) and then throws the browser's
 * QuotaExceededError, as a full `localStorage` does.
 *
 * @example
 * const storage = fullWebStorage(100, { 'shop-cart': 'x'.repeat(90) });
 */
export function fullWebStorage(capacity: number, initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const used = () => [...entries].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem(key: string, value: string) {
      if (used() - (entries.get(key)?.length ?? 0) + key.length + value.length > capacity) {
        throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
      }
      entries.set(key, value);
    },
    removeItem: (key: string) => {
      entries.delete(key);
    },
  };
}
