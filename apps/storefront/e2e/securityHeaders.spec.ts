import type { APIResponse } from '@playwright/test';
import { expect, hydrated, test } from './shop';

// Issue 19: every answer of the shop carries the security headers, every page's scripts run under its nonce
// policy (the page hydrates), and no page meets a violation (the `cspViolations` fixture of e2e/shop.ts fails the
// test on any; the global teardown fails the run if the report endpoint heard of one).

const pages: ReadonlyArray<readonly [string, string, number]> = [
  ['home', '/', 200],
  ['category', '/c/citernes-souples', 200],
  ['product', '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3', 200],
  ['configurable product variant', '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3/CS-EP-10-NOIR', 200],
  ['URL-mapped product', '/citernes-souples/eau-de-pluie/citerne-souple-eau-de-pluie-10-m3', 200],
  ['CMS page', '/i/mentions-legales', 200],
  ['static page', '/delivery', 200],
  ['blog', '/blog', 200],
  ['blog article', '/blog/reserve-incendie-regles-deci', 200],
  ['guide', '/comment-choisir-sa-citerne-souple', 200],
  ['contact', '/contact', 200],
  ['checkout', '/checkout', 200],
  ['my account', '/my-account', 200],
  ['wishlist', '/wishlist', 200],
  ['configurator', '/configurator', 200],
  ['withdrawal', '/retractation', 200],
  ['German store view', '/de/c/baches', 200],
  ['error page', '/error', 500],
  ['not-found page', '/cette-page-n-existe-pas', 404],
  ['not-found page of a CMS slug holding markup', '/i/%3Cimg%20src=x%20onerror=alert(1)%3E', 404],
];

function nonceOf(response: APIResponse): string {
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{24})' 'strict-dynamic';/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1];
  expect(nonce, 'the page policy names a nonce').toBeDefined();
  return nonce ?? '';
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // The e2e shop is served over plain http on 127.0.0.1 with no https PUBLIC_URL: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('every page type', () => {
  test.use({ expectedConsoleErrors: [/status of (404|500)/] });

  for (const [kind, path, status] of pages) {
    test(`the ${kind} carries the headers, its scripts carry the nonce and it hydrates under the policy`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(status);
      expectCommonHeaders(answer);
      const policy = answer.headers()['content-security-policy'] ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'"]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await answer.text();
      const nonce = nonceOf(answer);
      // Every executable inline or module script of the server HTML carries this answer's nonce (the JSON-LD data
      // blocks are not scripts the browser runs).
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);

      // In the browser (another render, another nonce): the page hydrates, so the policy let its code run.
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await hydrated(page);
      const browserNonce = nonceOf(response as unknown as APIResponse);
      expect(browserNonce).not.toBe(nonce);
      const withoutNonce = await page.evaluate(
        (expected) =>
          Array.from(document.scripts)
            .filter((script) => script.type !== 'application/ld+json' && script.nonce !== expected)
            .map((script) => script.outerHTML.slice(0, 120)),
        browserNonce,
      );
      expect(withoutNonce).toEqual([]);
    });
  }
});

test('API answers, images, assets and resource routes carry the headers and a policy that allows nothing', async ({
  request,
}) => {
  const home = await (await request.get('/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  const image = /\/img\/[^"'\s)]+/.exec(home)?.[0]?.replace(/&amp;/g, '&');
  expect(asset).toBeDefined();
  expect(image).toBeDefined();
  for (const path of [
    '/api/health',
    '/api/catalog?size=1',
    '/api/no-such-endpoint',
    `${asset}`,
    `${image}`,
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/cms-content/mentions-legales',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBeLessThan(500);
    expectCommonHeaders(answer);
    expect(answer.headers()['content-security-policy'], path).toMatch(/^default-src 'none'; frame-ancestors 'none';/);
  }
});

test('the CSP report endpoint refuses what is not a report, without logging it', async ({ request }) => {
  // Only refusals here: a report this test sent would be counted by the global teardown as a real violation.
  const wrongType = await request.post('/api/csp-report', { data: { 'csp-report': {} } });
  expect(wrongType.status()).toBe(415);
  const notReport = await request.post('/api/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: '{"csp-report":{"blocked-uri":"inline"}}',
  });
  expect(notReport.status()).toBe(400);
  expect(await notReport.json()).toMatchObject({ code: 400, result: { code: 'INVALID_REPORT' } });
});
