import * as v from 'valibot';
import { ApiError } from '../error/ApiError';
import { errorMessages } from '../error/errorMessages';
import { NetworkError } from '../error/NetworkError';
import type { TokenGuard } from '../session/createTokenGuard';

type MaybePromise<T> = T | Promise<T>;

/** Where the transport reads the tokens and how it places them (SPEC §6, §7). */
export interface TransportOptions {
  /** The API host, such as `https://shop.example` or `http://127.0.0.1:3000`. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Sends the user token as `Authorization: Bearer` (default) instead of the `token` query param. */
  tokenInHeader?: boolean;
  getToken?: () => MaybePromise<string | null | undefined>;
  getCartToken?: () => MaybePromise<string | null | undefined>;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
  guard: TokenGuard;
}

/** One request: the URL is built per attempt so a retry after a refresh carries the new token. */
export interface TransportRequest {
  method: string;
  /**
   * Builds the URL (relative to the base URL or absolute). `queryToken` is the user token when it
   * travels in the URL, else null; `cartId` is the server cart id, or null when there is none.
   */
  url: (tokens: { queryToken: string | null; cartId: string | null }) => string;
  headers?: Record<string, string>;
  body?: string;
  /** Whether the user token is sent with this request. */
  withToken: boolean;
  signal?: AbortSignal;
}

/** The answer of a request: the HTTP status and the `{ code, result, meta }` envelope. */
export interface TransportAnswer {
  status: number;
  code: number;
  result: unknown;
  meta: unknown;
}

/** Sends requests with the tokens in place, the invalidation lock, and the answer format checks. */
export interface Transport {
  readonly baseUrl: string;
  readonly tokenInHeader: boolean;
  readonly guard: TokenGuard;
  send(request: TransportRequest): Promise<TransportAnswer>;
  /**
   * Abandons the reads (`GET`) under way with the user token: the session they belong to is ending (a logout), and
   * the server, which revokes it meanwhile, would answer them 401 — errors in the browser's console and a refresh
   * tried for nothing. They reject with a `NetworkError`, as a call the caller aborted does. Writes under way are
   * left to finish: they are something the shopper did.
   */
  endSessionReads(): void;
}

const AnswerSchema = v.looseObject({
  code: v.pipe(v.number(), v.integer()),
  result: v.unknown(),
  meta: v.optional(v.unknown()),
});

/**
 * Creates the transport shared by the API client and the sync task queue. It checks every answer is
 * JSON ("Error with response - bad content-type!") with an envelope ("Unhandled error, wrong response
 * format!"), and on a 401 for a call sent with a token lets the token guard refresh once and retries.
 *
 * @example
 * const transport = createTransport({ baseUrl: 'https://shop.example', getToken: () => session.token, guard });
 * const answer = await transport.send({ method: 'GET', url: () => '/api/stock/check?sku=CIT', withToken: false });
 */
export function createTransport(options: TransportOptions): Transport {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const tokenInHeader = options.tokenInHeader ?? true;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { guard } = options;

  // The reads sent with the current session's token, abandoned together by `endSessionReads`, and the token of the
  // session that ended: a read still to be sent with it is abandoned before it leaves.
  let sessionReads = new AbortController();
  let endedToken: MaybePromise<string | null | undefined> = null;

  const resolveUrl = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;

  async function attempt(request: TransportRequest) {
    const readToken = async () => (request.withToken ? ((await options.getToken?.()) ?? null) : null);
    let token = await readToken();
    if (token) {
      await guard.waitUntilUsable();
      token = await readToken();
    }
    const generation = guard.generation;
    const cartId = (await options.getCartToken?.()) ?? null;
    const url = resolveUrl(request.url({ queryToken: token && !tokenInHeader ? token : null, cartId }));
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...request.headers };
    if (request.body !== undefined && !hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    if (token && tokenInHeader) headers.Authorization = `Bearer ${token}`;

    const sessionRead = Boolean(token) && request.method === 'GET';
    if (sessionRead && token === (await endedToken)) throw new NetworkError(url, endedReason());
    const signal = eitherSignal(request.signal, sessionRead ? sessionReads.signal : undefined);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: request.method,
        headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw new NetworkError(url, error);
    }
    const answer = await readAnswer(response, url);
    return { answer, token, generation };
  }

  return {
    baseUrl,
    tokenInHeader,
    guard,
    async send(request) {
      for (;;) {
        const { answer, token, generation } = await attempt(request);
        if (!token) return answer;
        if (answer.code === 401 || answer.status === 401) {
          await guard.handleUnauthorized(generation);
          continue;
        }
        guard.noteAuthorized(generation);
        return answer;
      }
    },
    endSessionReads() {
      sessionReads.abort(endedReason());
      sessionReads = new AbortController();
      endedToken = options.getToken?.() ?? null;
    },
  };
}

const endedReason = () => new DOMException('The session this read belongs to is ending.', 'AbortError');

/** The caller's signal, the session's, both (aborted by the first that is), or none. */
function eitherSignal(first: AbortSignal | undefined, second: AbortSignal | undefined): AbortSignal | undefined {
  if (!first || !second) return first ?? second;
  const both = new AbortController();
  const abort = (source: AbortSignal) => () => both.abort(source.reason);
  if (first.aborted || second.aborted) both.abort(first.aborted ? first.reason : second.reason);
  else {
    first.addEventListener('abort', abort(first), { once: true, signal: both.signal });
    second.addEventListener('abort', abort(second), { once: true, signal: both.signal });
  }
  return both.signal;
}

function hasHeader(headers: Record<string, string>, name: string) {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

async function readAnswer(response: Response, url: string): Promise<TransportAnswer> {
  const contentType = response.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(url, error);
  }
  if (!/\bjson\b/i.test(contentType)) {
    throw new ApiError({ status: response.status, code: 'BAD_CONTENT_TYPE', message: errorMessages.badContentType });
  }
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(AnswerSchema, json);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'WRONG_RESPONSE_FORMAT',
      message: errorMessages.wrongResponseFormat,
    });
  }
  return { status: response.status, code: parsed.output.code, result: parsed.output.result, meta: parsed.output.meta };
}
