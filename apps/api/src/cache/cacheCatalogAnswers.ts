import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { packAnswer, unpackAnswer } from './cachedAnswer';
import { catalogAnswerTags } from './catalogAnswerTags';
import type { OutputCache } from './OutputCache';

/** Says whether the output cache answered (`hit`) or the route did (`miss`). */
export const OUTPUT_CACHE_HEADER = 'X-Output-Cache';

/**
 * The tags of a catalogue answer, space-separated: sent only to a request that asks for them with
 * `X-Cache-Tags: 1` (the shop server's page renders do, to tag the pages they make), so they never go to a
 * browser nor to another site unasked — they are public catalogue facts, but a category's can run to kilobytes.
 */
export const CACHE_TAGS_HEADER = 'X-Cache-Tags';

/** The headers a kept answer is answered with again (the rest — dates, security headers — are set per answer). */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'vary', 'last-modified'];

/** Query params carrying credentials: a customer token (prices of its group) or a cart. */
const CREDENTIAL_PARAMS = ['token', 'cartId', 'groupToken'];

/** The longest URL whose answer is kept (the server accepts longer query strings; they are answered each time). */
const MAX_KEPT_URL = 8_192;

/**
 * The cache key of a catalogue read, null when it is not to be shared: not a GET, a request with credentials
 * (`Authorization`, a customer token, a cart), a very long URL. The key names the method, the store view
 * (`storeCode`, SPEC §7 multistore) and the customer group — always the guest group here, since a request with a
 * token is never shared (its group's prices, SPEC §6) — and the path and query as sent.
 */
function catalogAnswerKey(request: Request, url: URL): string | null {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return null;
  if (url.pathname.length + url.search.length > MAX_KEPT_URL) return null;
  if (CREDENTIAL_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const store = url.searchParams.get('storeCode') ?? 'default';
  return `api|GET|store=${store}|group=guest|${url.pathname}${url.search}`;
}

function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('Set-Cookie') &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

const etagMatches = (request: Request, etag: string | undefined) =>
  etag !== undefined &&
  (request.headers
    .get('If-None-Match')
    ?.split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === '*') ??
    false);

/**
 * The output cache of the catalogue read path (`/api/catalog`, `/api/url`, `/api/ext/cms-data/…`,
 * `/api/products/render-list`; issue 23): an anonymous GET's `200` answer is kept in `cache` under
 * {@link catalogAnswerKey}, tagged by what it holds ({@link catalogAnswerTags}), and answered from there until its
 * TTL ends or a tag of it is invalidated. Answers carry `X-Output-Cache: hit` or `miss`; a request with credentials,
 * an answer with `Set-Cookie`, a private one or another status is never kept (and carries no such header). When the
 * cache cannot be reached, the route answers as if it were off.
 * @example
 * app.use('/api/catalog', cacheCatalogAnswers(cache));
 */
export function cacheCatalogAnswers(cache: OutputCache): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const key = catalogAnswerKey(request, url);
    if (key === null) return next();
    const wantsTags = request.headers.get(CACHE_TAGS_HEADER) === '1';
    let epoch: string | null = null;
    try {
      const found = await cache.lookup(key);
      epoch = found.epoch;
      const kept = found.value && unpackAnswer(found.value);
      if (kept) {
        const headers = new Headers(
          kept.headers.filter(([name]) => wantsTags || name !== 'x-cache-tags') as [string, string][],
        );
        headers.set(OUTPUT_CACHE_HEADER, 'hit');
        if (etagMatches(request, headers.get('etag') ?? undefined)) return new Response(null, { status: 304, headers });
        const [body] = kept.parts;
        const whole = kept.parts.length === 1 && body ? body : Buffer.concat(kept.parts);
        return new Response(whole as Uint8Array<ArrayBuffer>, { status: kept.status, headers });
      }
    } catch {
      // Unreachable cache: the route answers (the client logged the failure).
    }
    await next();
    if (epoch === null || !keepable(c.res)) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    let result: unknown;
    try {
      result = (JSON.parse(Buffer.from(body).toString('utf8')) as { result?: unknown }).result;
    } catch {
      result = undefined;
    }
    const tags = catalogAnswerTags(url, result);
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value] as const];
    });
    const packed = packAnswer({ status: 200, headers: [...headers, ['x-cache-tags', tags.join(' ')]], parts: [body] });
    try {
      await cache.store(key, packed, tags, epoch);
    } catch {
      // Not kept: the next request renders again.
    }
    const answered = new Response(body, c.res);
    answered.headers.set(OUTPUT_CACHE_HEADER, 'miss');
    if (wantsTags) answered.headers.set(CACHE_TAGS_HEADER, tags.join(' '));
    c.res = undefined;
    c.res = answered;
  };
}
