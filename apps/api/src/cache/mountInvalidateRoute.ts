import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AttemptLimiter, AttemptLimits } from '../customer/AttemptLimiter';
import type { ApiEnv } from '../http/apiEnv';
import { respond, respondError } from '../http/envelope';
import { readClientAddress } from '../http/readClientAddress';
import type { OutputCache } from './OutputCache';

/** Failed invalidation calls allowed per client address: ten in a quarter of an hour, then 429. */
export const INVALIDATE_LIMITS: AttemptLimits = {
  windowMs: 15 * 60_000,
  perAddress: 10,
  perAccountAndAddress: 10,
  perAccount: 1_000,
  trustMs: 0,
};

/** Tags one call may name at most. */
const MAX_TAGS_PER_CALL = 100;

/** A tag the call accepts: `product:<sku>`, `category:<id>`, `catalog`; `*` and `all` mean everything. */
const TAG = /^(?:product:[^\s\p{C}]{1,128}|category:\d{1,12}|catalog)$/u;
const EVERYTHING = new Set(['*', 'all']);

export interface InvalidateRouteOptions {
  readonly cache: OutputCache;
  /** `CACHE_INVALIDATE_TOKEN`; undefined: the call answers 503. */
  readonly token: string | undefined;
  /** Counts failed calls per client address. */
  readonly limiter: AttemptLimiter;
  readonly trustProxy: boolean;
  readonly now: () => Date;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Mounts `POST /api/invalidate?tag=<tag>[&tag=…]` (issue 23): removes from the output cache every answer and page
 * carrying one of the tags (`product:<sku>`, `category:<id>`, `catalog`), or everything of this shop with `tag=*` or
 * `tag=all`. The caller proves itself with `Authorization: Bearer <CACHE_INVALIDATE_TOKEN>` — unlike Vue Storefront's
 * `GET /api/invalidate?tag=…&key=…`, the secret is never in the URL (which proxies and access logs keep), and the call
 * is a POST (it changes state; a GET could be fired by a link or a prefetch). The token is compared in constant time;
 * failed calls are limited per client address (429 past {@link INVALIDATE_LIMITS}). Answers, in the API's envelope:
 * 200 `{ invalidated, removed }`, 400 on a missing or malformed tag, 401 without the right token, 429 past the
 * limit, 503 when the token is not configured or Redis cannot be reached.
 * @example
 * curl -X POST -H "Authorization: Bearer $CACHE_INVALIDATE_TOKEN" 'https://shop.example/api/invalidate?tag=product:CS-EP-5'
 */
export function mountInvalidateRoute(app: Hono<ApiEnv>, options: InvalidateRouteOptions): void {
  const expected = options.token === undefined ? undefined : digest(options.token);
  app.post('/api/invalidate', async (c) => {
    const { cache } = options;
    if (!expected) {
      return respondError(c, 503, 'Invalidation is not configured: set CACHE_INVALIDATE_TOKEN.', 'NOT_CONFIGURED');
    }
    const address = readClientAddress(c, options.trustProxy);
    const now = options.now().getTime();
    const verdict = await options.limiter.check('invalidate', address, now);
    if (verdict) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return respondError(c, 429, 'Too many failed invalidation calls. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    const header = c.req.header('Authorization') ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    // Digests of equal length: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(sent), expected)) {
      await options.limiter.record('invalidate', address, now);
      c.header('WWW-Authenticate', 'Bearer realm="invalidate"');
      return respondError(c, 401, 'Invalidation needs Authorization: Bearer <CACHE_INVALIDATE_TOKEN>.', 'UNAUTHORIZED');
    }
    const tags = c.req.queries('tag') ?? [];
    if (tags.length === 0 || tags.length > MAX_TAGS_PER_CALL) {
      return respondError(c, 400, `Name 1 to ${MAX_TAGS_PER_CALL} tags: ?tag=product:<sku>&tag=category:<id>`);
    }
    const bad = tags.find((tag) => !EVERYTHING.has(tag) && !TAG.test(tag));
    if (bad !== undefined) {
      return respondError(
        c,
        400,
        `Invalid tag "${bad.slice(0, 140)}": use product:<sku>, category:<id>, catalog, or * for everything`,
      );
    }
    try {
      if (tags.some((tag) => EVERYTHING.has(tag))) {
        return respond(c, 200, { invalidated: ['*'], removed: await cache.flush() });
      }
      return respond(c, 200, { invalidated: [...new Set(tags)], removed: await cache.invalidate(tags) });
    } catch (error) {
      console.error('Output cache: invalidation failed:', error);
      return respondError(c, 503, 'The output cache could not be reached; nothing was invalidated.', 'CACHE_DOWN');
    }
  });
}
