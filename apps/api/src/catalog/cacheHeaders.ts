import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** Cache policy of catalogue reads: a CDN may keep them a minute and serve them stale ten more while it revalidates. */
export const catalogCacheControl = 'public, max-age=60, stale-while-revalidate=600';

/** The ETag of a catalogue read: the catalogue revision and what was asked. */
export function etagOf(revision: string, request: unknown): string {
  return `W/"${createHash('sha1').update(revision).update(JSON.stringify(request)).digest('base64url').slice(0, 20)}"`;
}

/**
 * Sets `ETag` (the catalogue revision and what was asked) and `Cache-Control` on a catalogue read, and tells whether
 * the client's `If-None-Match` already holds it (then answer 304 without computing anything).
 */
export function applyCacheValidators(
  c: Context,
  revision: string,
  request: unknown,
  cacheControl = catalogCacheControl,
  etag = etagOf(revision, request),
): boolean {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  const match = c.req.header('If-None-Match');
  return match?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;
}
