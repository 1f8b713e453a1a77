import type { OpenDatabase } from '../db/openDatabase';
import type { SearchBackend } from '../search/SearchBackend';
import { registerSearchBackend } from '../search/searchBackends';
import type { CatalogDependencies } from './CatalogDependencies';

/**
 * The search backend of the API: the one the caller gave, registered for the database so stock and catalogue changes
 * reach it. The catalogue never builds one itself.
 */
export function resolveSearch(database: OpenDatabase, dependencies: CatalogDependencies): () => Promise<SearchBackend> {
  const given = dependencies.search;
  if (typeof given === 'function') {
    let opened: Promise<SearchBackend> | undefined;
    return () => {
      opened ??= given();
      return opened;
    };
  }
  registerSearchBackend(database, given);
  const search = Promise.resolve(given);
  return () => search;
}
