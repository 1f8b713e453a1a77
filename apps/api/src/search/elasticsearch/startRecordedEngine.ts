import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/**
 * One call of the Elasticsearch / OpenSearch REST API as recorded: the request the driver must send and the
 * engine's answer, in the shape of the documentation page it cites.
 */
export interface EngineExchange {
  readonly request: {
    readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    readonly path: string;
    /** The query string decoded, e.g. `_source=doc`; none when absent. */
    readonly query?: string;
    /** The JSON body compared exactly, or for `_bulk` its NDJSON lines parsed one by one; none when absent. */
    readonly body?: unknown;
  };
  readonly response: { readonly status?: number; readonly body: unknown };
}

/** A cluster stand-in serving recorded exchanges, each answered once. */
export interface RecordedEngine {
  readonly url: string;
  /** The requests no recorded exchange matched (each answered a 500), described for the failure message. */
  readonly unexpected: string[];
  /** The recorded exchanges not asked for yet. */
  pending(): EngineExchange[];
  close(): Promise<void>;
}

/** The content types each official client sends (ES 8's compatibility media types; OpenSearch's plain JSON). */
const contentTypes = {
  elasticsearch: {
    json: 'application/vnd.elasticsearch+json; compatible-with=8',
    ndjson: 'application/vnd.elasticsearch+x-ndjson; compatible-with=8',
  },
  opensearch: { json: 'application/json', ndjson: 'application/x-ndjson' },
} as const;

/**
 * Starts a local HTTP server that answers as Elasticsearch 8.x or OpenSearch 2.x for `exchanges`: a request is
 * answered by the first unused exchange whose method, path, query and body are exactly the request's, when its
 * `Authorization` header is `authorization` and its `Content-Type` the client's; any other request is answered a
 * 500 and listed in `unexpected`. Elasticsearch answers carry `X-Elastic-Product: Elasticsearch`, which the
 * official client checks.
 * @example
 * const cluster = await startRecordedEngine('elasticsearch', [...searchRecordings], { authorization: 'ApiKey …' });
 */
export async function startRecordedEngine(
  driver: 'elasticsearch' | 'opensearch',
  exchanges: readonly EngineExchange[],
  { authorization }: { authorization?: string } = {},
): Promise<RecordedEngine> {
  const unused = [...exchanges];
  const unexpected: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://engine.test');
      const path = decodeURIComponent(url.pathname);
      const query = decodeURIComponent(url.search.slice(1));
      const text = Buffer.concat(chunks).toString('utf8');
      const bulk = path.endsWith('/_bulk');
      let body: unknown;
      try {
        body =
          text === ''
            ? undefined
            : bulk
              ? text
                  .split('\n')
                  .filter((line) => line !== '')
                  .map((line) => JSON.parse(line))
              : JSON.parse(text);
      } catch {
        body = `(not JSON) ${text}`;
      }
      const typed =
        body === undefined || request.headers['content-type'] === contentTypes[driver][bulk ? 'ndjson' : 'json'];
      const index = unused.findIndex(
        ({ request: expected }) =>
          expected.method === request.method &&
          expected.path === path &&
          (expected.query ?? '') === query &&
          isDeepStrictEqual(expected.body, body),
      );
      const authorized = request.headers.authorization === authorization;
      const [exchange] = index === -1 || !typed || !authorized ? [] : unused.splice(index, 1);
      if (exchange === undefined) {
        unexpected.push(
          `${request.method} ${path}${query ? `?${query}` : ''} [${request.headers['content-type'] ?? 'no type'}${
            authorized ? '' : ', unexpected Authorization'
          }] ${text}`,
        );
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'unexpected_request', reason: 'not recorded' }, status: 500 }));
        return;
      }
      response.writeHead(exchange.response.status ?? 200, {
        'Content-Type': 'application/json; charset=UTF-8',
        ...(driver === 'elasticsearch' ? { 'X-Elastic-Product': 'Elasticsearch' } : {}),
      });
      response.end(JSON.stringify(exchange.response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    unexpected,
    pending: () => [...unused],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
