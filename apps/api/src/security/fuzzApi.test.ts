import { seededRandom } from '@repo/test-utils/random';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../customer/issueAccessToken';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument';
import { servedCalls } from '../openapi/mountOpenApiRoute';
import { ATTEMPT_TABLES, databaseDigest } from '../testing/databaseDigest';
import { testBackends } from '../testing/testDatabases';
import { classifyFuzzRequest } from './classifyFuzzRequest';
import type { FuzzEndpoint, FuzzRequest } from './FuzzRequest';
import { type FuzzMaterial, generateFuzzRequest } from './generateFuzzRequest';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_127);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_400);
const SLOW_MS = 5_000;

/**
 * Answers that are not the `{ code, result }` envelope, each for a reason:
 * - `GET /img/…`: the image resizer answers image bytes (or a plain 404), what an `<img>` reads;
 * - `GET /api/openapi.json`: the OpenAPI document itself, read by tools, not by the clients;
 * - `GET /api/user/reset-password/link`: the link of the reset e-mail, opened by a browser: always a 302 to the
 *   storefront, which shows whether the link is live;
 * - `GET /api/ext/mail-service/outbox`: the development outbox viewer, an HTML page (off in production);
 * - `POST /api/payment/notify/{provider}` of a provider answering in plain text (Systempay reads its IPN answer as
 *   text; the test shop's providers are sandboxes, which answer in the envelope, so none is exempted here).
 */
const NOT_ENVELOPED = [
  /^\/img\//,
  /^\/api\/openapi\.json$/,
  /^\/api\/user\/reset-password\/link$/,
  /^\/api\/ext\/mail-service\/outbox$/,
];

/** Every route the API serves, with its contract call and OpenAPI operation when it has one. */
function endpointsOf(shop: CommerceTestShop): FuzzEndpoint[] {
  const document = buildOpenApiDocument(servedCalls, { title: 'fuzz', version: '0' }) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const seen = new Set<string>();
  const endpoints: FuzzEndpoint[] = [];
  for (const route of shop.api.routes) {
    const key = `${route.method} ${route.path}`;
    if (route.method === 'ALL' || seen.has(key)) continue;
    seen.add(key);
    const call = servedCalls.find((candidate) => candidate.method === route.method && candidate.path === route.path);
    const operation = call
      ? document.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()]
      : undefined;
    endpoints.push({
      method: route.method,
      path: route.path,
      ...(call ? { call } : {}),
      ...(operation ? { operation } : {}),
    });
  }
  return endpoints.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

describe.each(testBackends)('fuzzing every endpoint of the OpenAPI document on %s (issue 19)', (backend) => {
  let shop: CommerceTestShop;
  let material: FuzzMaterial;

  beforeAll(async () => {
    shop = await startCommerceTest(backend, {}, { slidePhotoToken: 'fuzz-slide-photo-admin-token-0123456789' });
    const expired = await registerAndLogIn(shop, 'fuzz-expired@example.fr');
    // The expired token: issued, then the clock moves past its lifetime.
    shop.clock.advance((shop.settings.accessTokenTtlSeconds + 60) * 1_000);
    const { token } = await registerAndLogIn(shop, 'fuzz@example.fr');
    const cartId = await cartWith(shop, token, [{ sku: 'T-VALVE', qty: 1 }]);
    const ordered = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const placed = await shop.call('POST', '/api/order', { body: orderBody(ordered, [{ sku: 'T-PIPE', qty: 1 }]) });
    const [header = '', payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const wrongKey = new TextEncoder().encode('not-the-shop-secret-not-the-shop-secret');
    const forged = await new SignJWT({ ...claims, sub: '1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .sign(wrongKey);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${token.split('.')[2]}`;
    material = {
      badTokens: [expired.token, forged, none, tampered, `${token}x`, 'garbage', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
      liveToken: token,
      cartId,
      orderNumber: (placed.body.result as { orderNumber: string }).orderNumber,
    };
  }, 120_000);
  afterAll(() => shop?.close());

  it(`${REQUESTS} malformed requests: no answer ≥ 500, every answer in the envelope, none over 5 s, the database unchanged`, async () => {
    const endpoints = endpointsOf(shop);
    // Every route is attacked, the contract's calls and the others (catalogue, CMS, payment pages, images).
    expect(endpoints.length).toBeGreaterThan(60);
    expect(servedCalls.every((call) => endpoints.some((e) => e.call === call))).toBe(true);
    const before = await databaseDigest(shop.db, { except: ATTEMPT_TABLES });
    const rng = seededRandom(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const perEndpoint = new Map<string, number>();
    let sent = 0;
    let skipped = 0;
    let slowest = 0;
    const describeRequest = (request: FuzzRequest) =>
      `${request.method} ${request.url.slice(0, 160)} [${request.kind}] (seed ${SEED}, request ${sent})`;
    while (sent < REQUESTS) {
      const endpoint = endpoints[sent % endpoints.length] as FuzzEndpoint;
      let request = generateFuzzRequest(rng, endpoint, material);
      // An endpoint with little to break (no body, query or parameter) gets, after a few tries, a malformed
      // Authorization header or a method it does not serve: the contract refuses both.
      for (let attempt = 0; classifyFuzzRequest(endpoint, request) !== 'invalid'; attempt += 1) {
        skipped += 1;
        request =
          attempt < 6
            ? generateFuzzRequest(rng, endpoint, material)
            : rng.chance(0.5)
              ? {
                  ...request,
                  headers: { ...request.headers, authorization: rng.pick(['Basic x', 'Bearer', 'Bearer a b']) },
                  kind: `${request.kind}; malformed authorization`,
                }
              : { ...request, method: rng.pick(['PUT', 'PATCH', 'PURGE']), kind: `${request.kind}; odd method` };
      }
      sent += 1;
      perEndpoint.set(
        `${endpoint.method} ${endpoint.path}`,
        (perEndpoint.get(`${endpoint.method} ${endpoint.path}`) ?? 0) + 1,
      );
      const started = performance.now();
      let response: Response;
      try {
        response = await shop.api.request(
          request.url,
          {
            method: request.method,
            headers: request.headers,
            ...(request.body !== undefined ? { body: request.body as BodyInit } : {}),
          },
          { incoming: { socket: { remoteAddress: `198.51.100.${sent % 250}` } } },
        );
      } catch (error) {
        failures.push(`${describeRequest(request)} → threw ${(error as Error).message}`);
        continue;
      }
      const text = await response.text();
      const ms = performance.now() - started;
      slowest = Math.max(slowest, ms);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status < 400 && process.env.FUZZ_DEBUG)
        console.info('OK-ANSWER', response.status, describeRequest(request));
      const problems: string[] = [];
      if (response.status >= 500) problems.push(`status ${response.status}`);
      if (ms > SLOW_MS) problems.push(`took ${Math.round(ms)} ms`);
      const path = request.url.split('?')[0] ?? '';
      if (!NOT_ENVELOPED.some((pattern) => pattern.test(path))) {
        let envelope: { code?: unknown; result?: unknown } | null = null;
        try {
          envelope = JSON.parse(text);
        } catch {
          envelope = null;
        }
        if (envelope?.code !== response.status || !('result' in (envelope ?? {}))) {
          problems.push(`not in the envelope: ${response.headers.get('content-type')} ${text.slice(0, 120)}`);
        }
      }
      if (problems.length > 0)
        failures.push(`${describeRequest(request)} → ${problems.join(', ')} ${text.slice(0, 160)}`);
    }
    const after = await databaseDigest(shop.db, { except: ATTEMPT_TABLES });
    console.info(
      `[fuzz ${backend}] ${sent} requests over ${perEndpoint.size} endpoints (${skipped} possibly valid ones not sent), slowest ${Math.round(slowest)} ms, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(perEndpoint.size).toBe(endpoints.length);
    expect(after).toEqual(before);
  }, 600_000);
});
