import { decodeSearchQuery, type ParsedSearchQuery } from '@citerne/catalog-search';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { respond, respondError } from '../http/envelope';
import { SearchRequestError } from '../search/runSearch';
import type { SearchBackend } from '../search/SearchBackend';
import { applyCacheValidators, catalogCacheControl, etagOf } from './cacheHeaders';

/**
 * `GET /api/catalog` (SPEC §7 "Catalogue search"): a typed SearchQuery in the contract's query format (`type`,
 * `request` JSON, `start`, `size`, `sort`, `includeFields`, `excludeFields`; `q` as a shorthand for the text), every
 * part validated (400 with the reason), answered from the embedded index with cache validators.
 */
export function catalogRoutes(search: () => Promise<SearchBackend>) {
  // Query strings repeat (every visitor of a category page sends the same one): remember the parsed query and its
  // ETag for the most recent ones, per catalogue revision.
  const recent = new Map<string, { parsed: ParsedSearchQuery; revision: string; etag: string }>();
  return new Hono<ApiEnv>().get('/', async (c) => {
    const backend = await search();
    const url = c.req.url;
    const raw = url.slice(url.indexOf('?') + 1 || url.length);
    let entry = recent.get(raw);
    if (!entry || entry.revision !== backend.revision) {
      const parsed = decodeSearchQuery(new URLSearchParams(raw), backend.config);
      entry = {
        parsed,
        revision: backend.revision,
        etag: parsed.success ? etagOf(backend.revision, parsed.query) : '',
      };
      recent.set(raw, entry);
      if (recent.size > 1000) recent.delete(recent.keys().next().value as string);
    }
    const parsed = entry.parsed;
    if (!parsed.success) return respondError(c, 400, `Invalid catalogue query: ${parsed.message}`);
    if (applyCacheValidators(c, backend.revision, parsed.query, catalogCacheControl, entry.etag)) {
      return c.body(null, 304);
    }
    try {
      return respond(c, 200, await backend.search(parsed.query));
    } catch (error) {
      if (error instanceof SearchRequestError) return respondError(c, 400, `Invalid catalogue query: ${error.message}`);
      throw error;
    }
  });
}
