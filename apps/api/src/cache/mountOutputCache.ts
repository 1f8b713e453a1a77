import type { Hono } from 'hono';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import type { AttemptStoreFactory } from '../customer/AttemptStore';
import type { OpenDatabase } from '../db/openDatabase';
import type { ApiEnv } from '../http/apiEnv';
import { cacheCatalogAnswers } from './cacheCatalogAnswers';
import { INVALIDATE_LIMITS, mountInvalidateRoute } from './mountInvalidateRoute';
import type { OutputCache } from './OutputCache';
import { registerOutputCache } from './outputCacheFor';

/** The catalogue reads kept in the output cache: search, URL mapping, CMS data, the product render list. */
const CATALOG_READ_PATHS = [
  '/api/catalog',
  '/api/url',
  '/api/ext/cms-data/*',
  '/api/products/render-list',
  '/api/product/render-list',
] as const;

/** The output cache of an API and the secret of its invalidation call (`ApiDependencies.outputCache`). */
export interface OutputCacheSettings {
  readonly cache: OutputCache;
  /** `CACHE_INVALIDATE_TOKEN`; without it `POST /api/invalidate` answers 503. */
  readonly invalidateToken?: string | undefined;
}

/**
 * Puts the output cache in front of the catalogue reads (before their routes are mounted) and registers it for the
 * database, so stock and catalogue changes invalidate it (`search/searchBackends.ts`), and mounts
 * `POST /api/invalidate`. Without a cache (SPEC §9: off unless `REDIS_URL` is set) none of them is there.
 * @example
 * mountOutputCache(app, { database, settings, attemptStore, outputCache: { cache, invalidateToken } });
 */
export function mountOutputCache(
  app: Hono<ApiEnv>,
  options: {
    database: OpenDatabase;
    settings: CommerceSettings;
    attemptStore: AttemptStoreFactory;
    outputCache: OutputCacheSettings | undefined;
  },
): void {
  const cache = options.outputCache?.cache;
  if (!cache) return;
  registerOutputCache(options.database, cache);
  const kept = cacheCatalogAnswers(cache);
  for (const path of CATALOG_READ_PATHS) app.use(path, kept);
  mountInvalidateRoute(app, {
    cache,
    token: options.outputCache?.invalidateToken,
    limiter: new AttemptLimiter(INVALIDATE_LIMITS, options.attemptStore('invalidate')),
    trustProxy: options.settings.trustProxy,
    now: options.settings.now,
  });
}
