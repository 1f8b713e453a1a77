import type { CatalogDependencies } from '../../catalog/CatalogDependencies';
import { createApi } from '../../http/createApi';
import { searchBackendFor } from '../../search/searchBackends';
import type { CommerceSettings } from '../CommerceSettings';
import { createCommerceSettings } from '../createCommerceSettings';
import { openCommerceTestDatabase } from './openCommerceTestDatabase';

/** An answer read back in a test: the HTTP status, the parsed JSON envelope and the raw response. */
export interface TestAnswer {
  status: number;
  body: { code: number; result: unknown; meta?: Record<string, unknown> } & Record<string, unknown>;
  response: Response;
}

/** How a test request is made. */
export interface TestRequest {
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  /** The client address the API sees. */
  ip?: string;
}

/**
 * A fresh database (PGlite or the PostgreSQL of TEST_DATABASE_URL) with the catalogue seed, the
 * commerce fixtures and the API over it, a movable clock, and a helper to call the API over HTTP.
 * @example
 * const shop = await startCommerceTest('pglite');
 * const { body } = await shop.call('POST', '/api/cart/create');
 */
export async function startCommerceTest(
  kind: 'pglite' | 'postgres',
  overrides: Partial<CommerceSettings> = {},
  catalog: Omit<CatalogDependencies, 'search'> = {},
) {
  const database = await openCommerceTestDatabase(kind);
  let now = new Date('2025-06-02T10:00:00.000Z');
  const clock = {
    now: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
  const settings = createCommerceSettings({
    secret: 'test-secret-test-secret-test-secret-0123',
    publicUrl: 'http://api.test',
    storefrontUrl: 'http://shop.test',
    environment: 'test',
    passwordHashCost: 2 ** 10,
    now: clock.now,
    ...overrides,
    mail: { ...createCommerceSettings().mail, outboxViewer: true, ...overrides.mail },
  });
  const api = createApi({
    database,
    commerce: settings,
    catalog: { ...catalog, search: () => searchBackendFor(database) },
  });
  async function call(method: string, path: string, request: TestRequest = {}): Promise<TestAnswer> {
    const url = new URL(path, 'http://api.test');
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { ...request.headers };
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (request.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await api.request(
      url.pathname + url.search,
      { method, headers, body },
      {
        incoming: { socket: { remoteAddress: request.ip ?? '203.0.113.1' } },
      },
    );
    const text = await response.clone().text();
    let parsed: TestAnswer['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { code: response.status, result: text };
    }
    return { status: response.status, body: parsed, response };
  }
  return { api, database, db: database.db, settings, clock, call, close: () => database.close() };
}

/** A running commerce test shop. */
export type CommerceTestShop = Awaited<ReturnType<typeof startCommerceTest>>;
