import { decodeSearchQuery } from '@citerne/catalog-search';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { respond, respondError } from '../http/envelope';
import { SearchRequestError } from '../search/runSearch';
import type { SearchBackend } from '../search/SearchBackend';
import { applyCacheValidators } from './cacheHeaders';

/**
 * `GET /api/catalog` (SPEC §7 "Catalogue search"): a typed SearchQuery in the contract's query format (`type`,
 * `request` JSON, `start`, `size`, `sort`, `includeFields`, `excludeFields`; `q` as a shorthand for the text), every
 * part validated (400 with the reason), answered from the embedded index with cache validators.
 */
export function catalogRoutes(search: () => Promise<SearchBackend>) {
  return new Hono<ApiEnv>().get('/', async (c) => {
    const backend = await search();
    const parsed = decodeSearchQuery(new URL(c.req.url).searchParams, backend.config);
    if (!parsed.success) return respondError(c, 400, `Invalid catalogue query: ${parsed.message}`);
    if (applyCacheValidators(c, backend.revision, parsed.query)) return c.body(null, 304);
    try {
      return respond(c, 200, backend.search(parsed.query));
    } catch (error) {
      if (error instanceof SearchRequestError) return respondError(c, 400, `Invalid catalogue query: ${error.message}`);
      throw error;
    }
  });
}
