import type { OpenDatabase } from '../db/openDatabase';
import type { SearchBackend } from '../search/SearchBackend';
import { registerSearchBackend, searchBackendFor } from '../search/searchBackends';
import type { CatalogDependencies } from './CatalogDependencies';

/** The search backend of the API: the one given (registered for the database), else the database's own, built on first use. */
export function resolveSearch(database: OpenDatabase, dependencies: CatalogDependencies): () => Promise<SearchBackend> {
  if (dependencies.search !== undefined) registerSearchBackend(database, dependencies.search);
  return () => searchBackendFor(database, dependencies.searchConfig ? { config: dependencies.searchConfig } : {});
}
