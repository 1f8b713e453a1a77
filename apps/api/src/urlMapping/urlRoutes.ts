import { UrlMapRequestSchema, UrlResolveQuerySchema } from '@citerne/core-api/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { CatalogDependencies } from '../catalog/CatalogDependencies';
import { applyCacheValidators } from '../catalog/cacheHeaders';
import { priceForGroup } from '../catalog/priceForGroup';
import { InvalidUserToken, readUserGroup } from '../catalog/readUserGroup';
import type { ApiEnv } from '../http/apiEnv';
import { checkJsonText, REQUEST_JSON_LIMITS } from '../http/checkJsonText';
import { respond, respondError } from '../http/envelope';
import { answerError, MAX_BODY_BYTES } from '../http/mountCall';
import { readLimitedBody } from '../http/readLimitedBody';
import { describeIssues } from '../http/validation';
import { CommerceError } from '../platform/CommerceError';
import { projectFields } from '../search/projectFields';
import type { SearchBackend } from '../search/SearchBackend';
import type { UrlTarget } from './mapUrl';

function withVariant(target: UrlTarget, sku: string | undefined): UrlTarget {
  if (!sku || target._type !== 'product') return target;
  const children = target._source.configurable_children;
  const child = Array.isArray(children) ? children.find((c: { sku?: unknown }) => c.sku === sku) : undefined;
  return child ? { ...target, _source: { ...target._source, selectedVariant: child } } : target;
}

/**
 * `POST /api/url/map` and `GET /api/url?url=` (SPEC §7 "URL mapping"): `{ _type, _id, _source }`, or 404 when the
 * URL maps to nothing (the client then gets `null`). The POST body may select fields, pre-select a configurable
 * child (`filters.sku`) and carry a group token: prices then follow the verified user's group, never `groupId`.
 */
export function urlRoutes(search: () => Promise<SearchBackend>, dependencies: CatalogDependencies) {
  return new Hono<ApiEnv>()
    .post('/map', async (c) => {
      let body: unknown;
      try {
        const text = await readLimitedBody(c, MAX_BODY_BYTES);
        checkJsonText(text, REQUEST_JSON_LIMITS);
        body = JSON.parse(text);
      } catch (error) {
        if (error instanceof CommerceError) return answerError(c, error);
        return respondError(c, 400, 'Invalid URL mapping request: the body must be JSON');
      }
      const parsed = v.safeParse(UrlMapRequestSchema, body);
      if (!parsed.success) return respondError(c, 400, `Invalid URL mapping request: ${describeIssues(parsed.issues)}`);
      const request = parsed.output;
      let groupId: number | null;
      try {
        groupId = await readUserGroup(c, dependencies, request.groupToken ?? c.req.query('token'));
      } catch (error) {
        if (error instanceof InvalidUserToken) return respondError(c, 401, error.message);
        throw error;
      }
      const backend = await search();
      const target = await backend.mapUrl(request.url);
      if (!target) return respondError(c, 404, `No URL mapping for ${request.url}`);
      const selected = withVariant(target, request.filters?.sku);
      const priced =
        selected._type === 'product'
          ? { ...selected, _source: priceForGroup(selected._source, await backend.taxRules(), groupId) }
          : selected;
      return respond(c, 200, {
        ...priced,
        _source: projectFields(priced._source, request.includeFields, request.excludeFields),
      });
    })
    .get('/', async (c) => {
      const parsed = v.safeParse(UrlResolveQuerySchema, c.req.query());
      if (!parsed.success) return respondError(c, 400, `Invalid URL lookup: ${describeIssues(parsed.issues)}`);
      const backend = await search();
      if (applyCacheValidators(c, backend.revision, ['url', parsed.output.url])) return c.body(null, 304);
      const target = await backend.mapUrl(parsed.output.url);
      if (!target) return respondError(c, 404, `No URL mapping for ${parsed.output.url}`);
      return respond(c, 200, target);
    });
}
