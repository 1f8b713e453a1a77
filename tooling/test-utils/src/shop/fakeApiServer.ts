import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiCall, type ApiCallName, apiCalls } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { createFakeShop, type FakeAnswer, type FakeRequest, type FakeShop } from './fakeShop';

/** A request the fake API received. */
export interface ReceivedRequest {
  call: ApiCallName | null;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** The user token found in the Bearer header or the `token` query param. */
  token: string | null;
  status: number;
  /** True when the answer was replayed for an `Idempotency-Key` already seen. */
  replayed: boolean;
}

/** A raw answer that replaces the next answer of a call (bad content-type, empty body, a 500…). */
export interface RawAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** The fake API: a real HTTP server on 127.0.0.1 (random port) that validates with the contract. */
export interface FakeApi {
  readonly url: string;
  readonly shop: FakeShop;
  readonly received: ReceivedRequest[];
  /** Requests received for a call. */
  calls(name: ApiCallName): ReceivedRequest[];
  /** Replaces the next answer of a call with a raw answer. */
  answerNextWith(name: ApiCallName, answer: RawAnswer): void;
  /**
   * Holds the next request of a call before handling it: `arrived` resolves when it came in; `release()`
   * lets it through.
   */
  hold(name: ApiCallName): { arrived: Promise<void>; release(): void };
  /** Stops accepting connections (later requests fail with a network error). */
  close(): Promise<void>;
}

function parseQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  return query;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  const match = regex.exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const issuesMessage = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; ');

/**
 * Starts the fake API: every call of the contract is routed, its path params, query and body validated
 * with the contract's schemas (400 `{ message, code: 'VALIDATION_FAILED' }` otherwise), the user token
 * checked (401 for an unknown token), and the handler's answer validated against the call's result
 * schema before it is sent. A request repeating an `Idempotency-Key` gets the first answer again
 * without being applied twice.
 *
 * @example
 * const api = await startFakeApi();
 * const client = createApiClient({ baseUrl: api.url });
 * await api.close();
 */
export async function startFakeApi(shop: FakeShop = createFakeShop()): Promise<FakeApi> {
  const received: ReceivedRequest[] = [];
  const overrides = new Map<ApiCallName, RawAnswer[]>();
  const replays = new Map<string, { code: number }>();
  const holds = new Map<ApiCallName, { arrive: () => void; released: Promise<void> }[]>();
  const routes = Object.entries(apiCalls) as [ApiCallName, ApiCall][];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query = parseQuery(url);
    const text = await readBody(request);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const token = bearer ?? query.token ?? null;
    const record: ReceivedRequest = {
      call: null,
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      headers: request.headers,
      body,
      token,
      status: 0,
      replayed: false,
    };
    received.push(record);
    const answer = (status: number, payload: unknown) => {
      record.status = status;
      send(response, status, payload);
    };

    const route = routes
      .map(([name, call]) => ({
        name,
        call,
        params: call.method === request.method ? matchPath(call.path, url.pathname) : null,
      }))
      .find((candidate) => candidate.params);
    if (!route?.params) return answer(404, { code: 404, result: 'Not found' });
    record.call = route.name;

    const hold = holds.get(route.name)?.shift();
    if (hold) {
      hold.arrive();
      await hold.released;
    }
    const raw = overrides.get(route.name)?.shift();
    if (raw) {
      record.status = raw.status;
      response.writeHead(raw.status, raw.contentType ? { 'Content-Type': raw.contentType } : {});
      return response.end(raw.body);
    }

    const { call } = route;
    const params = call.params ? v.safeParse(call.params, route.params) : null;
    const parsedQuery = call.query ? v.safeParse(call.query, query) : null;
    const parsedBody = call.body ? v.safeParse(call.body, body) : null;
    for (const parsed of [params, parsedQuery, parsedBody]) {
      if (parsed && !parsed.success) {
        return answer(400, { code: 400, result: { message: issuesMessage(parsed.issues), code: 'VALIDATION_FAILED' } });
      }
    }
    const user = token ? (shop.tokens.get(token) ?? null) : null;
    if (token && !user && call.auth !== 'none')
      return answer(401, { code: 401, result: 'Unauthorized: invalid token' });
    if (!user && call.auth === 'required') return answer(401, { code: 401, result: 'Unauthorized' });

    const key = request.method !== 'GET' ? request.headers['idempotency-key'] : undefined;
    const replay = typeof key === 'string' ? replays.get(key) : undefined;
    if (replay) {
      record.replayed = true;
      return answer(replay.code, replay);
    }
    const handler = shop.handlers[route.name] as (request: FakeRequest<ApiCallName>) => FakeAnswer<ApiCallName>;
    const result = handler({
      params: (params?.output ?? {}) as Record<string, string>,
      query: parsedQuery?.output as never,
      body: parsedBody?.output as never,
      user,
      headers: request.headers,
    });
    if (result.code === 200) {
      const checked = v.safeParse(call.result, result.result);
      if (!checked.success) {
        return answer(500, { code: 500, result: `Fake API broke the contract: ${issuesMessage(checked.issues)}` });
      }
    }
    if (typeof key === 'string') replays.set(key, result);
    return answer(result.code, result);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    shop,
    received,
    calls: (name) => received.filter((request) => request.call === name),
    answerNextWith(name, answer) {
      overrides.set(name, [...(overrides.get(name) ?? []), answer]);
    },
    hold(name) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(name, [...(holds.get(name) ?? []), { arrive, released }]);
      return { arrived, release };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
