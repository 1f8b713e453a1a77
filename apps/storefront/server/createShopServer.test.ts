import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Api } from '@citerne/api';
import { Hono } from 'hono';
import { createElement as h, type ReactNode } from 'react';
import { data, Outlet, Scripts, ScrollRestoration, type ServerBuild, useLoaderData } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as entryServer from '../app/entry.server';
import { precompressFolder } from '../scripts/precompress/precompressFolder';
import { createShopServer } from './createShopServer';
import { PERMISSIONS_POLICY } from './securityHeaders';

// A small server build around the shop's real entry (app/entry.server.tsx) and React Router's real <Scripts> and
// <ScrollRestoration>: a page with loader data (streamed in an inline script, as the dehydrated query state is),
// a not-found page and an error page.
const document = (children: ReactNode) =>
  h(
    'html',
    { lang: 'fr' },
    h('head', null, h('title', null, 'Test')),
    h('body', null, children, h(ScrollRestoration), h(Scripts)),
  );
const routeModules = {
  root: {
    default: () => document(h(Outlet)),
    ErrorBoundary: () => document(h('main', null, 'Erreur')),
  },
  page: {
    loader: () => ({ greeting: '</script><script>alert(1)</script>' }),
    default: () => h('p', null, (useLoaderData() as { greeting: string }).greeting),
  },
  missing: {
    loader: () => {
      throw data({ reason: 'none' }, { status: 404 });
    },
    default: () => null,
  },
  broken: {
    loader: () => {
      throw new Error('boom');
    },
    default: () => null,
  },
};
const route = (id: keyof typeof routeModules, path: string | undefined, parentId?: string) => ({
  id,
  path,
  parentId,
  module: routeModules[id],
});
const entryRoute = (id: string, path: string | undefined, parentId?: string) => ({
  id,
  path,
  parentId,
  hasAction: false,
  hasLoader: id !== 'root',
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === 'root',
  module: `/assets/${id}.js`,
  imports: [],
});
const build = {
  entry: { module: entryServer },
  routes: {
    root: route('root', ''),
    page: route('page', 'page', 'root'),
    missing: route('missing', 'missing', 'root'),
    broken: route('broken', 'broken', 'root'),
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: [] },
    routes: {
      root: entryRoute('root', ''),
      page: entryRoute('page', 'page', 'root'),
      missing: entryRoute('missing', 'missing', 'root'),
      broken: entryRoute('broken', 'broken', 'root'),
    },
    url: '/assets/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client/assets',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const api = new Hono();
api.get('/api/health', (c) => c.json({ code: 200, result: { status: 'ok' } }));
api.get('/api/payment/redirect/x', (c) =>
  c.html('<form></form>', 200, { 'Content-Security-Policy': "default-src 'none'" }),
);
api.get('/img/x.webp', (c) => c.body('image', 200, { 'Content-Type': 'image/webp' }));
api.get('/api/broken', () => {
  throw new Error('boom');
});
api.onError((_error, c) => c.json({ code: 500, result: 'Internal server error' }, 500));

const clientDir = mkdtempSync(join(tmpdir(), 'shop-server-test-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Citerne souple"}');
const chunk = `export const skus = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `CS-EP-${i}`))};`;
writeFileSync(join(clientDir, 'assets', 'chunk-Ab12.js'), chunk);
await precompressFolder(clientDir);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const shop = (options: { publicUrl?: string; formActionOrigins?: string[] } = {}) =>
  createShopServer({ api: api as unknown as Api, build, clientDir, ...options });

const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('reporting-endpoints')).toBe('csp-endpoint="http://localhost/api/csp-report"');
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('the shop server’s security headers', () => {
  it('gives a rendered page a nonce policy, and the nonce to every inline script', async () => {
    const answer = await shop({ formActionOrigins: ['https://paiement.systempay.fr'] }).request('/page');
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self' https://paiement.systempay.fr",
      "default-src 'self'",
      'report-uri /api/csp-report',
      'report-to csp-endpoint',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const html = await answer.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    // The module entry, the route modules' loader, the scroll restoration and the streamed loader data at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The loader data (as the dehydrated state) is in an inline script and cannot close it.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('makes a fresh nonce for each render', async () => {
    const app = shop();
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => nonceOf((await app.request('/page')).headers.get('content-security-policy'))),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('answers a kept page again with a fresh nonce in its policy and on every inline script', async () => {
    const app = shop();
    const first = await app.request('/page');
    const firstHtml = await first.text();
    const again = await app.request('/page');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const nonce = nonceOf(again.headers.get('content-security-policy'));
    const html = await again.text();
    expect(nonce).not.toBe(nonceOf(first.headers.get('content-security-policy')));
    expect(html).toBe(
      firstHtml.replaceAll(String(nonceOf(first.headers.get('content-security-policy'))), String(nonce)),
    );
    const tags = [...html.matchAll(/<script\b[^>]*>/g)];
    expect(tags.length).toBeGreaterThan(0);
    for (const [tag] of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expectCommonHeaders(again.headers);
  });

  it('keeps pages apart by cookie-notice answer and renders any request with credentials itself', async () => {
    const app = shop();
    await (await app.request('/page')).text();
    expect((await app.request('/page', { headers: { Cookie: 'cookiesAccepted=1' } })).headers.get('x-page-cache')).toBe(
      'miss',
    );
    expect(
      (await app.request('/page', { headers: { Authorization: 'Bearer x' } })).headers.get('x-page-cache'),
    ).toBeNull();
    expect((await app.request('/page')).headers.get('x-page-cache')).toBe('hit');
  });

  it.each([
    ['the not-found page', '/missing', 404],
    ['the error page', '/broken', 500],
  ])('gives %s the page policy too', async (_label, path, status) => {
    // React Router logs the loader's error; expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await shop().request(path);
    logged.mockRestore();
    expect(answer.status).toBe(status);
    expectCommonHeaders(answer.headers);
    const nonce = nonceOf(answer.headers.get('content-security-policy'));
    expect(nonce).toBeDefined();
    const html = await answer.text();
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/broken', 500],
    ['an unknown API path', '/api/nothing', 404],
    ['an image', '/img/x.webp', 200],
    ['a hashed asset', '/assets/app.js', 200],
    ['a public file', '/favicon.svg', 200],
  ])('gives %s the resource policy and the other headers', async (_label, path, status) => {
    const answer = await shop().request(path);
    expect(answer.status).toBe(status);
    expectCommonHeaders(answer.headers);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; frame-ancestors 'none';/);
    expect(policy).not.toContain('nonce-');
  });

  it('serves the service worker unhashed and always revalidated, with a policy that lets it fetch only the shop', async () => {
    const answer = await shop().request('/sw.js');
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; connect-src 'self';/);
    expect(policy).not.toContain('script-src');
  });

  it('serves the service worker as it is on the disk now, a new one written after the start included', async () => {
    const app = shop();
    const worker = join(clientDir, 'sw.js');
    const original = 'self.addEventListener("fetch", () => {});';
    expect(await (await app.request('/sw.js')).text()).toBe(original);
    writeFileSync(worker, `${original}\n// a new build`);
    try {
      expect(await (await app.request('/sw.js')).text()).toBe(`${original}\n// a new build`);
    } finally {
      writeFileSync(worker, original);
    }
  });

  it.each([
    ['a hashed asset', '/assets/app.js', 'public, max-age=31536000, immutable'],
    ['a public file', '/favicon.svg', 'public, max-age=3600'],
  ])('lets browsers cache %s', async (_label, path, cacheControl) => {
    expect((await shop().request(path)).headers.get('cache-control')).toBe(cacheControl);
  });

  it('serves the web app manifest with its media type', async () => {
    const answer = await shop().request('/manifest.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });

  it('keeps the narrower policy an API page sets itself', async () => {
    const answer = await shop().request('/api/payment/redirect/x');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS and upgrades mixed content when the public URL is https', async () => {
    const app = shop({ publicUrl: 'https://www.citerne.example' });
    for (const path of ['/page', '/api/health', '/assets/app.js']) {
      const answer = await app.request(path);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(answer.headers.get('reporting-endpoints')).toBe(
        'csp-endpoint="https://www.citerne.example/api/csp-report"',
      );
    }
    expect((await app.request('/page')).headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('sends HSTS when the request itself came over TLS', async () => {
    const answer = await shop().request('https://shop.test/api/health');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('the shop server’s compression', () => {
  it('sends a rendered page in brotli to a client that accepts brotli only, with the page policy', async () => {
    const answer = await shop().request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    expectCommonHeaders(answer.headers);
    const nonce = nonceOf(answer.headers.get('content-security-policy'));
    const html = brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('sends the build’s brotli copy of a hashed asset, cached for a year, with the resource policy', async () => {
    const answer = await shop().request('/assets/chunk-Ab12.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expectCommonHeaders(answer.headers);
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const body = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(chunk);
  });

  it('sends the asset itself to a client that accepts no coding', async () => {
    const answer = await shop().request('/assets/chunk-Ab12.js');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(chunk);
  });
});
