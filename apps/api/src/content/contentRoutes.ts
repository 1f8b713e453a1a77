import { timingSafeEqual } from 'node:crypto';
import { PUBLIC_STORE_CONTENT_KINDS, SlidePhotoQuerySchema } from '@citerne/core-api/contract';
import { Hono } from 'hono';
import type { CatalogDependencies } from '../catalog/CatalogDependencies';
import { applyCacheValidators } from '../catalog/cacheHeaders';
import type { ApiEnv } from '../http/apiEnv';
import { respond, respondError } from '../http/envelope';
import { parseQuery } from '../http/validation';
import type { CmsPlatform } from '../platform/CmsPlatform';

const kinds: readonly string[] = PUBLIC_STORE_CONTENT_KINDS;

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Per-store content (SPEC §3 "Homepage data", banners, Instagram images, default content; SPEC §7 "Banners,
 * Instagram images and default content load from local per-store JSON files"):
 * - `GET /api/content/:storeCode/:kind` with kind `banners`, `head-images`, `instagram`, `default-content`,
 *   `homepage` (public, cacheable);
 * - `GET /api/ext/slide-photo?storeCode=fr` (SPEC §6, §7 "Slide photos"): needs `Authorization: Bearer <admin
 *   token>` held in the server configuration; answers the slides as JSON text, which the caller parses.
 */
export function contentRoutes(cms: CmsPlatform, dependencies: CatalogDependencies) {
  const content = new Hono<ApiEnv>().get('/:storeCode/:kind', async (c) => {
    const { storeCode, kind } = c.req.param();
    if (!/^[a-z]{2,8}$/.test(storeCode)) return respondError(c, 400, `Invalid store code "${storeCode}"`);
    if (!kinds.includes(kind)) return respondError(c, 400, `Unknown content "${kind}"; ask for ${kinds.join(', ')}`);
    const row = await cms.storeContent(storeCode, kind);
    if (!row) return respondError(c, 404, `No ${kind} content for store ${storeCode}`);
    if (applyCacheValidators(c, row.updatedAt, [storeCode, kind])) return c.body(null, 304);
    return respond(c, 200, row.doc);
  });
  const slides = new Hono<ApiEnv>().get('/', async (c) => {
    const expected = dependencies.slidePhotoToken;
    if (!expected) return respondError(c, 503, 'The slide-photo call is not configured (SLIDE_PHOTO_ADMIN_TOKEN)');
    const header = c.req.header('Authorization') ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!sent || !sameToken(sent, expected)) return respondError(c, 401, 'The slide-photo call needs the admin token');
    const query = parseQuery(c, SlidePhotoQuerySchema);
    if (!query.ok) return query.response;
    const store = query.value.storeCode;
    const row = await cms.storeContent(store, 'slides');
    if (!row) return respondError(c, 404, `No slides for store ${store}`);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, 200, JSON.stringify(row.doc));
  });
  return { content, slides };
}
