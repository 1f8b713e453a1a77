/** One request the demo server received, and what it answered. */
export interface DemoServerEntry {
  readonly method: string;
  readonly path: string;
  /** What the request carried that matters to the demo: skus, the bearer token. */
  readonly detail: string;
  readonly code: number;
}

/**
 * The demo's server, inside this page: a `fetch` handler written for the docs page, not the shop's API. It answers
 * the two calls the demo sends — add to wishlist (`POST /api/user/wishlist`, needs the user token) and refresh
 * token (`POST /api/user/refresh`) — with the contract's envelopes, so the package's real client, queue and token
 * lock run against it unchanged.
 */
export interface DemoServer {
  readonly fetch: typeof globalThis.fetch;
  /** Whether the network reaches the server: when not, every request fails as a browser offline does. */
  setReachable(reachable: boolean): void;
  /** The server stops accepting the current user token: the next call with it gets a 401. */
  expireToken(): void;
  readonly entries: () => readonly DemoServerEntry[];
  subscribe(listener: () => void): () => void;
}

const json = (code: number, body: unknown) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });

export function createDemoServer(firstToken: string, firstRefreshToken: string): DemoServer {
  let reachable = true;
  let generation = 1;
  let validToken = firstToken;
  let validRefreshToken = firstRefreshToken;
  const wishlist: { sku: string; name: string; urlKey: string; image: null; addedAt: string }[] = [];
  let entries: DemoServerEntry[] = [];
  const listeners = new Set<() => void>();
  const record = (entry: DemoServerEntry) => {
    entries = [...entries, entry];
    for (const listener of listeners) listener();
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const bearer = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (method === 'POST' && url.pathname === '/api/user/refresh') {
      if (body.refreshToken !== validRefreshToken) {
        record({ method, path: url.pathname, detail: 'unknown refresh token', code: 401 });
        return json(401, { code: 401, result: 'Refresh token invalid.' });
      }
      generation += 1;
      validToken = `demo-token-${generation}`;
      validRefreshToken = `demo-refresh-${generation}`;
      record({ method, path: url.pathname, detail: `new token ${validToken}`, code: 200 });
      return json(200, { code: 200, result: validToken, meta: { refreshToken: validRefreshToken } });
    }
    if (method === 'POST' && url.pathname === '/api/user/wishlist') {
      const skus: string[] = body.skus ?? [];
      if (bearer !== validToken) {
        record({ method, path: url.pathname, detail: `${skus.join(', ')} with ${bearer || 'no token'}`, code: 401 });
        return json(401, { code: 401, result: 'Token invalid.' });
      }
      for (const sku of skus.filter((sku) => !wishlist.some((item) => item.sku === sku))) {
        wishlist.push({ sku, name: sku, urlKey: sku.toLowerCase(), image: null, addedAt: new Date().toISOString() });
      }
      record({ method, path: url.pathname, detail: `${skus.join(', ')} with ${bearer}`, code: 200 });
      return json(200, { code: 200, result: wishlist });
    }
    record({ method, path: url.pathname, detail: 'not a call of this demo', code: 404 });
    return json(404, { code: 404, result: 'Not a call of the demo server.' });
  };

  return {
    fetch,
    setReachable(next) {
      reachable = next;
    },
    expireToken() {
      validToken = `${validToken}-expired`;
      record({ method: '—', path: '(server)', detail: 'the current user token is no longer accepted', code: 0 });
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
