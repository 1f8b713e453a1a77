import * as v from 'valibot';
import type { StorageLike } from '../session/StorageLike';
import { type RecentlyViewedProduct, RecentlyViewedProductSchema } from './RecentlyViewedProduct';

/** Where the list is kept: one key, a JSON array, newest first. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed';

/** Options of {@link createRecentlyViewed}. */
export interface RecentlyViewedOptions {
  /** `window.localStorage`; `null` (default, and on the server) keeps the list in memory only. */
  readonly storage?: StorageLike | null;
  /** How many products are kept (default 12). */
  readonly limit?: number;
  /** The clock of `viewedAt` (default `Date.now`). */
  readonly now?: () => number;
}

/** The recently viewed list of {@link createRecentlyViewed}. */
export interface RecentlyViewed {
  /** The products, newest first, each sku once. The same array until the list changes. */
  list(): readonly RecentlyViewedProduct[];
  /** Records a product page seen: it moves to the front (once), the oldest beyond the limit go. */
  record(product: Omit<RecentlyViewedProduct, 'viewedAt'>): void;
  clear(): void;
  /** Listens to every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const StoredListSchema = v.array(RecentlyViewedProductSchema);

function read(storage: StorageLike | null): RecentlyViewedProduct[] {
  if (!storage) return [];
  try {
    const text = storage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
    if (text === null) return [];
    const parsed = v.safeParse(StoredListSchema, JSON.parse(text));
    // Damaged or tampered data: the list starts again, it is only a convenience.
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/**
 * The products the shopper viewed last (SPEC §2 My Account "recently viewed products"), kept in the browser under
 * one key and read back through a schema: damaged data gives an empty list, never an error.
 * @example
 * const recentlyViewed = createRecentlyViewed({ storage: window.localStorage });
 * recentlyViewed.record({ sku: 'CS-EP-1', name: 'Citerne souple 1 m³', href: '/p/CS-EP-1/citerne-souple-1m3' });
 * recentlyViewed.list(); // [{ sku: 'CS-EP-1', …, viewedAt: 1764110000000 }]
 */
export function createRecentlyViewed(options: RecentlyViewedOptions = {}): RecentlyViewed {
  const { storage = null, limit = 12, now = Date.now } = options;
  const listeners = new Set<() => void>();
  let items: readonly RecentlyViewedProduct[] | null = null;

  const current = () => {
    items ??= read(storage).slice(0, limit);
    return items;
  };
  const save = (next: RecentlyViewedProduct[]) => {
    items = next;
    try {
      if (next.length === 0) storage?.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
      else storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Quota or private mode: the list lives in memory for this visit.
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    list: current,
    record(product) {
      const entry = v.safeParse(RecentlyViewedProductSchema, { ...product, viewedAt: now() });
      if (!entry.success) return;
      save([entry.output, ...current().filter((item) => item.sku !== product.sku)].slice(0, limit));
    },
    clear() {
      if (current().length > 0) save([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
