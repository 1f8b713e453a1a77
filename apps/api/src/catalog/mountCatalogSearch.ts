import { decodeSearchQuery, type ParsedSearchQuery } from '@citerne/catalog-search';
import { type CallResultInput, catalogSearchCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { describeIssues } from '../http/validation';
import { CommerceError } from '../platform/CommerceError';
import { SearchRequestError } from '../search/runSearch';
import type { SearchBackend } from '../search/SearchBackend';
import { applyCacheValidators, catalogCacheControl, etagOf } from './cacheHeaders';

/** Parsed catalogue queries kept (see `recent` below). */
const RECENT_QUERIES = 1000;

const refused = (message: string) => new CommerceError(400, `Invalid catalogue query: ${message}`);

/**
 * `GET /api/catalog` (SPEC §7 "Catalogue search"), mounted from the contract's `catalogSearchCall` like every other
 * call: its query schema (`type`, `request` JSON, `q`, `start`, `size` up to `MAX_SEARCH_SIZE`, `sort`,
 * `includeFields`, `excludeFields`) is the one check of the query string; the search backend's rules (entity
 * types' sorts and filters, text length, per-type page limits) turn it into a typed `SearchQuery`. Refusals are
 * 400s with the reason; answers carry cache validators.
 * @example
 * mountCatalogSearch(app, () => searchBackendFor(database));
 */
export function mountCatalogSearch(app: Hono<ApiEnv>, search: () => Promise<SearchBackend>): void {
  // Query strings repeat (every visitor of a category page sends the same one): remember the parsed query and its
  // ETag for the most recent ones, per catalogue revision. Bounded: RECENT_QUERIES entries, first in first out; each
  // is a query string the server's header limit caps (16 KB) and its parse, so a few MB at most (issue 21).
  const recent = new Map<string, { parsed: ParsedSearchQuery; revision: string; etag: string }>();
  mountCall(
    app,
    catalogSearchCall,
    async ({ c }) => {
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
        if (recent.size > RECENT_QUERIES) recent.delete(recent.keys().next().value as string);
      }
      const parsed = entry.parsed;
      if (!parsed.success) throw refused(parsed.message);
      if (applyCacheValidators(c, backend.revision, parsed.query, catalogCacheControl, entry.etag)) {
        return { notModified: true };
      }
      try {
        // Only serialised: the backend's read-only answer is the contract's result as it stands.
        return { result: (await backend.search(parsed.query)) as CallResultInput<typeof catalogSearchCall> };
      } catch (error) {
        if (error instanceof SearchRequestError) throw refused(error.message);
        throw error;
      }
    },
    { onInvalidQuery: (issues) => refused(describeIssues(issues)) },
  );
}
