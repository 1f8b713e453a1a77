import { cacheTags } from '../cache/cacheTags';
import { outputCacheFor } from '../cache/outputCacheFor';
import type { OpenDatabase } from '../db/openDatabase';
import { EmbeddedSearchBackend, type SearchBackendOptions } from './EmbeddedSearchBackend';
import type { SearchBackend } from './SearchBackend';

// One search backend per open database, so any module holding the database can tell the index that the catalogue
// or the stock changed, without a reference to the API's objects.
const backends = new WeakMap<OpenDatabase, Promise<SearchBackend>>();

/** Uses `backend` as the search backend of `database` (startPlatform does, with the backend it built). */
export function registerSearchBackend(database: OpenDatabase, backend: SearchBackend | Promise<SearchBackend>): void {
  backends.set(database, Promise.resolve(backend));
}

/**
 * The search backend of `database`: the registered one, else an embedded one built from the database now (and kept).
 * @example
 * const search = await searchBackendFor(database);
 */
export function searchBackendFor(database: OpenDatabase, options: SearchBackendOptions = {}): Promise<SearchBackend> {
  let backend = backends.get(database);
  if (!backend) {
    backend = EmbeddedSearchBackend.open(database, options);
    backends.set(database, backend);
  }
  return backend;
}

/**
 * Tells the search index of `database` that the stock of some skus changed (after an order, a stock import…): the
 * in-stock filters and the served `stock` follow within the embedded index's `stockBatchMs` (250 ms: changes close
 * together are taken in together); the promise settles once they have. Does nothing when no index was built.
 * @example
 * await notifyStockChanged(database, ['CS-EP-10-VERT']);
 */
export async function notifyStockChanged(database: OpenDatabase, skus: readonly string[]): Promise<void> {
  const backend = backends.get(database);
  if (backend) await (await backend).stockChanged(skus);
  await outputCacheFor(database)?.invalidate(skus.map(cacheTags.product));
}

/**
 * Tells the search index of `database` that catalogue rows changed (products, categories, CMS, attributes, tax
 * rules): it is rebuilt from the database. Does nothing when no index was built for that database.
 * @example
 * await loadSeed(database);
 * await notifyCatalogChanged(database);
 */
export async function notifyCatalogChanged(database: OpenDatabase): Promise<void> {
  const backend = backends.get(database);
  if (backend) await (await backend).refresh();
  await outputCacheFor(database)?.invalidate([cacheTags.catalog]);
}
