import { catalogMessages } from '@citerne/catalog-search';
import { CmsParamsSchema } from '@citerne/core-api/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import { applyCacheValidators } from '../catalog/cacheHeaders';
import type { ApiEnv } from '../http/apiEnv';
import { respond, respondError } from '../http/envelope';
import { describeIssues } from '../http/validation';
import type { SearchBackend } from '../search/SearchBackend';

/**
 * `GET /api/ext/cms-data/cmsPage/:id`, `cmsBlock/:id` (an id or an identifier) and the identifier forms
 * `cmsPageIdentifier/:identifier/storeId/:storeId`, `cmsBlockIdentifier/:identifier/storeId/:storeId` (SPEC §7
 * "CMS data"). An unknown or inactive page answers 404 "CMS query returned empty result" (SPEC §8); blocks are
 * served with their `active` flag, so the storefront decides (the promotions modal needs `modal-all-page` inactive).
 */
export function cmsRoutes(search: () => Promise<SearchBackend>) {
  const answer = (kind: 'page' | 'block') => async (c: import('hono').Context<ApiEnv>, key: string) => {
    const parsed = v.safeParse(CmsParamsSchema, { id: key });
    if (!parsed.success) return respondError(c, 400, `Invalid CMS ${kind} id: ${describeIssues(parsed.issues)}`);
    const backend = await search();
    if (applyCacheValidators(c, backend.revision, ['cms', kind, parsed.output.id])) return c.body(null, 304);
    const doc = await backend.cmsDocument(kind === 'page' ? 'cms_page' : 'cms_block', parsed.output.id);
    if (!doc || (kind === 'page' && doc.active === false)) {
      return respondError(c, 404, `${catalogMessages.cmsEmpty} ${kind}: ${parsed.output.id}`);
    }
    return respond(c, 200, doc);
  };
  const page = answer('page');
  const block = answer('block');
  const storeId = (raw: string) => /^\d{1,6}$/.test(raw);
  return new Hono<ApiEnv>()
    .get('/cmsPage/:id', (c) => page(c, c.req.param('id')))
    .get('/cmsBlock/:id', (c) => block(c, c.req.param('id')))
    .get('/cmsPageIdentifier/:identifier/storeId/:storeId', async (c) =>
      storeId(c.req.param('storeId'))
        ? page(c, c.req.param('identifier'))
        : respondError(c, 400, 'storeId must be a number'),
    )
    .get('/cmsBlockIdentifier/:identifier/storeId/:storeId', async (c) =>
      storeId(c.req.param('storeId'))
        ? block(c, c.req.param('identifier'))
        : respondError(c, 400, 'storeId must be a number'),
    );
}
