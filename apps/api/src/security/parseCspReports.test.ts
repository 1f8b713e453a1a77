import { describe, expect, it } from 'vitest';
import { describeCspViolation } from './describeCspViolation';
import { CspReportError, MAX_REPORTS_PER_BODY, parseCspReports } from './parseCspReports';

const reportUriBody = {
  'csp-report': {
    'document-uri': 'https://shop.example/p/CIT-1/citerne',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'nonce-abc' 'strict-dynamic'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'https://shop.example/p/CIT-1/citerne',
    'status-code': 200,
    'script-sample': 'alert(1)',
  },
};

const reportingApiBody = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://shop.example/',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://shop.example/',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'nonce-abc'",
      disposition: 'enforce',
      statusCode: 200,
      sample: '',
    },
  },
  { type: 'deprecation', url: 'https://shop.example/', body: { id: 'x' } },
];

describe('parseCspReports', () => {
  it('reads a report-uri body (application/csp-report)', () => {
    expect(parseCspReports('application/csp-report', JSON.stringify(reportUriBody))).toEqual([
      {
        documentUrl: 'https://shop.example/p/CIT-1/citerne',
        blockedUrl: 'inline',
        directive: 'script-src-elem',
        disposition: 'enforce',
        source: 'https://shop.example/p/CIT-1/citerne:12:3',
        sample: 'alert(1)',
      },
    ]);
  });

  it('reads the csp-violation reports of a Reporting API batch and skips other report types', () => {
    const violations = parseCspReports('application/reports+json', JSON.stringify(reportingApiBody));
    expect(violations).toEqual([
      {
        documentUrl: 'https://shop.example/',
        blockedUrl: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        disposition: 'enforce',
        source: '',
        sample: '',
      },
    ]);
  });

  it.each([
    ['not JSON', 'application/csp-report', '{"csp-report":'],
    ['no csp-report member', 'application/csp-report', '{"report":{}}'],
    ['no document-uri', 'application/csp-report', '{"csp-report":{"blocked-uri":"inline"}}'],
    ['a negative line number', 'application/csp-report', '{"csp-report":{"document-uri":"x","line-number":-1}}'],
    ['an object instead of a batch', 'application/reports+json', JSON.stringify(reportingApiBody[0])],
    ['a csp-violation without documentURL', 'application/reports+json', '[{"type":"csp-violation","body":{}}]'],
    [
      'too many reports in one batch',
      'application/reports+json',
      JSON.stringify(Array.from({ length: MAX_REPORTS_PER_BODY + 1 }, () => reportingApiBody[1])),
    ],
  ] as const)('refuses %s', (_label, type, raw) => {
    expect(() => parseCspReports(type, raw)).toThrow(CspReportError);
  });

  it('removes control characters and cuts long fields, so one report is one bounded log line', () => {
    const forged = {
      'csp-report': {
        'document-uri': 'https://shop.example/\nCSP violation: directive="forged"',
        'blocked-uri': 'x'.repeat(5_000),
        'script-sample': '\u2028\u0000sample',
      },
    };
    const [violation] = parseCspReports('application/csp-report', JSON.stringify(forged));
    expect(violation?.documentUrl).toBe('https://shop.example/ CSP violation: directive="forged"');
    expect(violation?.blockedUrl).toHaveLength(300);
    expect(violation?.sample).toBe('  sample');
    const line = describeCspViolation(violation ?? ({} as never));
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(
      /^CSP violation: directive="" blocked="x{300}" document="https:\/\/shop.example\/ CSP violation: directive=\\"forged\\""/,
    );
  });
});
