import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/** One call of Magento's REST API as recorded: the request the driver must send, and Magento's documented answer. */
export interface MagentoExchange {
  readonly request: {
    readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** After `/rest/{storeCode}`, e.g. `/V1/guest-carts`. */
    readonly path: string;
    /** The query string decoded, e.g. `searchCriteria[pageSize]=20&…`; none when absent. */
    readonly query?: string;
    /** `admin` (the integration token), `anonymous` (no Authorization header) or a customer token. */
    readonly auth: 'admin' | 'anonymous' | { readonly customer: string };
    /** The JSON body, compared exactly; none when absent. */
    readonly body?: unknown;
  };
  readonly response: { readonly status?: number; readonly body: unknown };
}

/** A Magento stand-in serving recorded exchanges; each is answered once, in the order recorded for its request. */
export interface RecordedMagento {
  readonly baseUrl: string;
  /** The requests no recorded exchange matched (each answered a 500), described for the failure message. */
  readonly unexpected: string[];
  /** The recorded exchanges not asked for yet. */
  pending(): MagentoExchange[];
  close(): Promise<void>;
}

/**
 * Starts a local HTTP server that answers as Magento 2's REST API for `exchanges`: a request is answered by the first
 * exchange not yet used whose method, path, query, Authorization header and JSON body are exactly the request's (and
 * whose `Content-Type` is JSON when there is a body); any other request is answered a 500 and listed in `unexpected`.
 * @example
 * const magento = await startRecordedMagento([...cartRecordings], { adminToken, storeCode: 'default' });
 */
export async function startRecordedMagento(
  exchanges: readonly MagentoExchange[],
  { adminToken, storeCode }: { adminToken: string; storeCode: string },
): Promise<RecordedMagento> {
  const unused = [...exchanges];
  const unexpected: string[] = [];
  const prefix = `/rest/${storeCode}`;
  const authorizationOf = (auth: MagentoExchange['request']['auth']) =>
    auth === 'admin' ? `Bearer ${adminToken}` : auth === 'anonymous' ? undefined : `Bearer ${auth.customer}`;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://magento.test');
      const path = url.pathname.startsWith(prefix)
        ? url.pathname.slice(prefix.length)
        : `(outside ${prefix})${url.pathname}`;
      const query = decodeURIComponent(url.search.slice(1));
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = `(not JSON) ${text}`;
      }
      const jsonTyped = body === undefined || request.headers['content-type'] === 'application/json';
      const index = unused.findIndex(
        ({ request: expected }) =>
          expected.method === request.method &&
          expected.path === path &&
          (expected.query ?? '') === query &&
          authorizationOf(expected.auth) === request.headers.authorization &&
          isDeepStrictEqual(expected.body, body) &&
          jsonTyped,
      );
      const [exchange] = index === -1 ? [] : unused.splice(index, 1);
      if (exchange === undefined) {
        const auth = request.headers.authorization?.replace(adminToken, '<admin>') ?? 'anonymous';
        unexpected.push(`${request.method} ${path}${query ? `?${query}` : ''} [${auth}] ${text}`);
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: 'Unexpected request (not recorded).' }));
        return;
      }
      response.writeHead(exchange.response.status ?? 200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(exchange.response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    unexpected,
    pending: () => [...unused],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
