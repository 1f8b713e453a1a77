import { CACHE_TAGS_HEADER } from '@citerne/api';

/** The API calls that belong to one shopper: a page whose render made one is never shared. */
const PERSONAL_CALLS = /^\/api\/(?:cart|order|payment|user|account)(?:\/|$)/;
/** Query params carrying a customer token or a cart. */
const CREDENTIAL_PARAMS = ['token', 'cartId'];

/** What a render's API reads said about the page: its cache tags, and whether it is personal. */
export interface PageReads {
  /** The fetch to give the render's loaders. */
  readonly fetch: typeof fetch;
  /** The union of the `X-Cache-Tags` of the catalogue reads made so far. */
  readonly tags: ReadonlySet<string>;
  /** True once a read carried a customer's or a cart's credentials, or its answer set a cookie. */
  readonly personal: () => boolean;
}

/**
 * Wraps the loaders' in-process fetch for one render (a relative URL resolves against `origin`): each GET asks the API for the tags of its answer
 * (`X-Cache-Tags: 1`) and they are collected, so the page can be kept under them in the shared output cache. A read
 * with a customer token or a cart (a query `token` or `cartId`, a cart, order, payment or account call) or an answer
 * with `Set-Cookie` makes the page personal: it is not shared. The shop server gives the loaders no visitor's
 * credentials, so this is a guard, not the rule that keeps pages anonymous.
 * @example
 * const reads = recordPageReads(inProcessFetch);
 * const response = await render(reads.fetch);
 * if (!reads.personal()) await keep(response, [...reads.tags]);
 */
export function recordPageReads(fetch: typeof globalThis.fetch, origin: string): PageReads {
  const tags = new Set<string>();
  let personal = false;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const sent = input instanceof Request ? input : new Request(new URL(String(input), origin), init);
    const url = new URL(sent.url);
    if (PERSONAL_CALLS.test(url.pathname) || CREDENTIAL_PARAMS.some((name) => url.searchParams.has(name))) {
      personal = true;
    }
    let request = sent;
    if (sent.method === 'GET') {
      const headers = new Headers(sent.headers);
      headers.set(CACHE_TAGS_HEADER, '1');
      request = new Request(sent, { headers });
    }
    const response = await fetch(request);
    if (response.headers.has('Set-Cookie')) personal = true;
    for (const tag of response.headers.get(CACHE_TAGS_HEADER)?.split(' ') ?? []) if (tag) tags.add(tag);
    return response;
  };
  return { fetch: recording, tags, personal: () => personal };
}
