import * as v from 'valibot';
import type { StorageLike } from '../session/StorageLike';
import { type SavedProduct, SavedProductSchema } from './SavedProduct';

/**
 * What adding a product answers: put in, already there (nothing changes), refused as the list is full, or refused
 * as the product is not a valid one (a link leaving the shop, an empty sku).
 */
export type SavedListAddOutcome = 'added' | 'present' | 'full' | 'invalid';

/** A list of products kept in the browser under one key; the compare list and the wishlist are built on it. */
export interface SavedList {
  /** The products, oldest first, each sku once. The same array until the list changes. */
  list(): readonly SavedProduct[];
  has(sku: string): boolean;
  /** Adds at the end; a product already there or a full list changes nothing. Invalid products are refused. */
  add(product: SavedProduct): SavedListAddOutcome;
  remove(sku: string): void;
  /** Replaces the whole list (de-duplicated by sku, cut at the limit). */
  replace(products: readonly SavedProduct[]): void;
  clear(): void;
  /** Listens to every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Options of {@link createSavedList}. */
export interface SavedListOptions {
  readonly key: string;
  readonly limit: number;
  readonly storage?: StorageLike | null;
}

const StoredListSchema = v.array(SavedProductSchema);

/** Keeps the first product of each sku, at most `limit`. */
function unique(products: readonly SavedProduct[], limit: number): SavedProduct[] {
  const seen = new Set<string>();
  const kept: SavedProduct[] = [];
  for (const product of products) {
    if (seen.has(product.sku) || kept.length >= limit) continue;
    seen.add(product.sku);
    kept.push(product);
  }
  return kept;
}

function read(storage: StorageLike | null, key: string, limit: number): SavedProduct[] {
  if (!storage) return [];
  try {
    const text = storage.getItem(key);
    if (text === null) return [];
    const parsed = v.safeParse(StoredListSchema, JSON.parse(text));
    // Damaged or tampered data: the list starts again empty rather than breaking the page.
    return parsed.success ? unique(parsed.output, limit) : [];
  } catch {
    return [];
  }
}

/**
 * A product list in the browser (`localStorage`), read back through a schema: damaged data gives an empty list,
 * never an error; a storage that throws (quota, private mode) leaves the list working in memory.
 * @example
 * const list = createSavedList({ key: 'compare', limit: 4, storage: window.localStorage });
 * list.add({ sku: 'CS-EP-5', name: 'Citerne souple 5 m³', href: '/p/CS-EP-5/citerne-5m3' }); // 'added'
 */
export function createSavedList({ key, limit, storage = null }: SavedListOptions): SavedList {
  const listeners = new Set<() => void>();
  let items: readonly SavedProduct[] | null = null;

  const current = () => {
    items ??= read(storage, key, limit);
    return items;
  };
  const save = (next: SavedProduct[]) => {
    items = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Quota or private mode: the list lives in memory for this visit.
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    list: current,
    has: (sku) => current().some((item) => item.sku === sku),
    add(product) {
      const parsed = v.safeParse(SavedProductSchema, product);
      if (!parsed.success) return 'invalid';
      if (current().some((item) => item.sku === product.sku)) return 'present';
      if (current().length >= limit) return 'full';
      save([...current(), parsed.output]);
      return 'added';
    },
    remove(sku) {
      if (current().some((item) => item.sku === sku)) save(current().filter((item) => item.sku !== sku));
    },
    replace(products) {
      save(
        unique(
          products.filter((product) => v.is(SavedProductSchema, product)),
          limit,
        ),
      );
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
