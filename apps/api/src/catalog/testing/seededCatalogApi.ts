import type { OpenDatabase } from '../../db/openDatabase';
import { createApi } from '../../http/createApi';
import { searchBackendFor } from '../../search/searchBackends';
import { openSeededTestDatabase } from '../../testing/testDatabases';
import type { CatalogDependencies } from '../CatalogDependencies';

/** A migrated, seeded test database and an API over it: one per test file (PGlite start costs a second or two). */
export async function seededCatalogApi(backend: 'pglite' | 'postgres', catalog: Partial<CatalogDependencies> = {}) {
  const database: OpenDatabase = await openSeededTestDatabase(backend);
  const api = createApi({ database, catalog: { search: () => searchBackendFor(database), ...catalog } });
  const json = async (path: string, init?: RequestInit) => {
    const response = await api.request(path, init);
    return {
      status: response.status,
      headers: response.headers,
      // biome-ignore lint/suspicious/noExplicitAny: each test asserts the shape of the answer it reads.
      body: (await response.json()) as { code: number; result: any },
    };
  };
  return { database, api, json };
}
