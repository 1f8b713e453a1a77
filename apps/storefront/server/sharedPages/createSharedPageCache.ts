import { cacheTags, OUTPUT_CACHE_HEADER, type OutputCache, packAnswer, unpackAnswer } from '@citerne/api';
import type { KeptPage } from '../createPageCache';
import { isShareablePage } from '../isShareablePage';
import { readBodyWithin } from '../readBodyWithin';
import { splitAtNonce } from '../splitAtNonce';
import { recordPageReads } from './recordPageReads';

/** What the shared page layer is built from. */
export interface SharedPageCacheOptions {
  /** The output cache (Redis, `REDIS_URL`), the API's own. */
  readonly cache: OutputCache;
  /** The loaders' in-process fetch, which each render's own recording fetch wraps. */
  readonly fetch: typeof fetch;
  /** The origin a loader's relative URL resolves against. */
  readonly origin: string;
  /**
   * The build's version (`ServerBuild.assets.version`): in the key, so a page kept by one build, naming its hashed
   * assets, is never answered by another (a deploy would otherwise serve pages whose scripts are gone for a day).
   */
  readonly buildVersion: string;
}

/** Headers of one answer only, never kept: set again per answer (length, policy, cookies, the caches' verdicts). */
const ONE_ANSWER_HEADERS = new Set([
  'content-length',
  'content-security-policy',
  'set-cookie',
  'x-page-cache',
  'x-output-cache',
]);

/**
 * The shop's shared page layer (issue 23), behind the in-process page cache (`createPageCache.ts`): anonymous pages
 * kept in the output cache (Redis) for every shop process, under the in-process key plus the build version, tagged
 * with the union of the tags of the catalogue reads their render made (`recordPageReads`) and `catalog`; so a stock
 * or catalogue change, or `POST /api/invalidate`, removes exactly the pages that showed what changed. A page with
 * `Set-Cookie`, a private one, one whose render read a cart or a customer's data (a personal price), a partial or
 * too large one is never kept. The page is kept cut at its render's CSP nonce and answered with each answer's own.
 * Answers say `X-Output-Cache: hit` or `miss` (none on a page that could not be kept). When Redis cannot be reached,
 * pages are rendered as if the layer were off.
 * @example
 * const shared = createSharedPageCache({ cache, fetch: inProcessFetch, origin, buildVersion: build.assets.version });
 * const response = await shared.serve(key, nonce, (fetch) => render(request, fetch));
 */
export function createSharedPageCache({ cache, fetch, origin, buildVersion }: SharedPageCacheOptions) {
  return {
    /**
     * The page of `key` from the output cache — cut at its nonce, for the in-process page cache to answer with this
     * answer's (`KeptPage`) — or `render`'s answer (`render` is given the fetch its loaders must use), kept once its
     * body is complete. `nonce` is this answer's CSP nonce, the one `render` uses.
     */
    async serve(
      key: string,
      nonce: string,
      render: (fetch: typeof globalThis.fetch) => Promise<Response>,
    ): Promise<Response | KeptPage> {
      const fullKey = `page|${buildVersion}|${key}`;
      let epoch: string | null = null;
      try {
        const found = await cache.lookup(fullKey);
        epoch = found.epoch;
        const page = found.value && unpackAnswer(found.value);
        if (page) return { ...page, headers: [...page.headers, [OUTPUT_CACHE_HEADER.toLowerCase(), 'hit']] };
      } catch {
        // Unreachable cache: rendered as if the layer were off (the client logged the failure).
      }
      const reads = recordPageReads(fetch, origin);
      const response = await render(reads.fetch);
      if (epoch === null || !isShareablePage(response) || reads.personal()) return response;
      const [toVisitor, toKeep] = (response.body as ReadableStream<Uint8Array>).tee();
      const headers = [...response.headers].filter(([name]) => !ONE_ANSWER_HEADERS.has(name));
      void readBodyWithin(toKeep, cache.maxEntryBytes, (body) => {
        if (!body || reads.personal()) return;
        const packed = packAnswer({ status: 200, headers, parts: splitAtNonce(body, nonce) });
        // An unreachable cache: the page is simply not kept.
        void cache.store(fullKey, packed, [cacheTags.catalog, ...reads.tags], epoch).catch(() => undefined);
      });
      const answered = new Headers(response.headers);
      answered.set(OUTPUT_CACHE_HEADER, 'miss');
      return new Response(toVisitor, { status: response.status, headers: answered });
    },
  };
}
