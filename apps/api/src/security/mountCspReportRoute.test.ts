import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import type { ApiEnv } from '../http/apiEnv';
import { CSP_REPORT_LIMITS, CSP_REPORT_PATH, MAX_CSP_REPORT_BYTES, mountCspReportRoute } from './mountCspReportRoute';

const report = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://shop.test/i/about',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
});

function reportApp() {
  const lines: string[] = [];
  const app = new Hono<ApiEnv>();
  mountCspReportRoute(app, {
    limiter: new AttemptLimiter(CSP_REPORT_LIMITS),
    trustProxy: true,
    now: () => new Date('2026-01-01T10:00:00Z'),
    log: (line) => lines.push(line),
  });
  const post = (body: string, type = 'application/csp-report', address = '203.0.113.7') =>
    app.request(CSP_REPORT_PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': type, 'x-forwarded-for': address },
    });
  return { lines, post };
}

describe('POST /api/csp-report', () => {
  it('logs one line per violation and answers 204 with no body', async () => {
    const { lines, post } = reportApp();
    const answer = await post(report, 'application/csp-report; charset=utf-8');
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(lines).toEqual([
      'CSP violation: directive="script-src-elem" blocked="inline" document="http://shop.test/i/about" source="" sample="" disposition="enforce"',
    ]);
  });

  it('reads Reporting API batches (application/reports+json)', async () => {
    const { lines, post } = reportApp();
    const batch = [1, 2].map((n) => ({
      type: 'csp-violation',
      body: { documentURL: `http://shop.test/${n}`, blockedURL: 'eval', effectiveDirective: 'script-src' },
    }));
    expect((await post(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('document="http://shop.test/2"');
  });

  it('refuses other content types with 415, before reading the body', async () => {
    const { lines, post } = reportApp();
    for (const type of ['application/json', 'text/plain', '']) {
      const answer = await post(report, type);
      expect(answer.status).toBe(415);
      expect(await answer.json()).toMatchObject({ code: 415 });
    }
    expect(lines).toEqual([]);
  });

  it('refuses a body over the cap with 413', async () => {
    const { lines, post } = reportApp();
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(MAX_CSP_REPORT_BYTES) } });
    const answer = await post(big);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 413, result: { code: 'BODY_TOO_LARGE' } });
    expect(lines).toEqual([]);
  });

  it('refuses a body that is not a report with 400 and logs nothing', async () => {
    const { lines, post } = reportApp();
    const answer = await post('{"csp-report":{"blocked-uri":"inline"}}');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400, result: { code: 'INVALID_REPORT' } });
    expect(lines).toEqual([]);
  });

  it('limits the reports of one client address, not the others', async () => {
    const { lines, post } = reportApp();
    for (let n = 0; n < CSP_REPORT_LIMITS.perAddress; n++) expect((await post(report)).status).toBe(204);
    const refused = await post(report);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(lines).toHaveLength(CSP_REPORT_LIMITS.perAddress);
    expect((await post(report, 'application/csp-report', '198.51.100.2')).status).toBe(204);
  });
});
