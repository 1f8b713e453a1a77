import { createClient } from '@redis/client';
import { createCommerceSettings } from '../../commerce/createCommerceSettings';
import { createApi } from '../../http/createApi';
import { searchBackendFor } from '../../search/searchBackends';
import { openSeededTestDatabase } from '../../testing/testDatabases';
import { testRedisPrefix } from '../../testing/testRedis';
import { createRedisOutputCache } from '../createRedisOutputCache';

/** The invalidation secret of the test APIs. */
export const TEST_INVALIDATE_TOKEN = 'test-invalidate-token-0123456789abcdef';

/**
 * A seeded API on PGlite (behind a trusted proxy) with the output cache on the Redis of `url`, under a key prefix of its own; `close` removes
 * every key of the run and checks none is left.
 */
export async function cachedCatalogApi(url: string, name: string) {
  const database = await openSeededTestDatabase('pglite');
  const keyPrefix = testRedisPrefix(name);
  const cache = await createRedisOutputCache({ url, keyPrefix, ttlSeconds: 300 });
  const api = createApi({
    database,
    catalog: { search: () => searchBackendFor(database) },
    // Behind a trusted proxy: the tests name the client's address in X-Forwarded-For.
    commerce: createCommerceSettings({ trustProxy: true }),
    outputCache: { cache, invalidateToken: TEST_INVALIDATE_TOKEN },
  });
  return {
    database,
    api,
    cache,
    close: async () => {
      await cache.flush();
      await cache.close();
      const raw = createClient({ url });
      await raw.connect();
      await raw.del(`${keyPrefix}epoch`);
      const left = await raw.keys(`${keyPrefix}*`);
      await raw.close();
      await database.close();
      if (left.length > 0) throw new Error(`Keys left in Redis: ${left.join(', ')}`);
    },
  };
}
