import * as v from 'valibot';

/** One Content-Security-Policy violation, as the shop logs it (the fields both report formats share). */
export interface CspViolation {
  /** The page the violation happened on. */
  readonly documentUrl: string;
  /** What was blocked: a URL, or `inline` / `eval` / `wasm-eval`. */
  readonly blockedUrl: string;
  /** The directive that blocked it (`script-src-elem`, `style-src-attr`, …). */
  readonly directive: string;
  /** `enforce` or `report` (Report-Only policies). */
  readonly disposition: string;
  /** Where the offending code is, when the browser says (`file:line:column`). */
  readonly source: string;
  /** The first characters of the blocked inline code, when the policy asks for them (`'report-sample'`). */
  readonly sample: string;
}

/** The content types browsers send reports with: `report-uri` and the Reporting API (`report-to`). */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;
export type CspReportType = (typeof CSP_REPORT_TYPES)[number];

/** More reports in one Reporting API batch are not read (a browser sends a handful; more is not a browser). */
export const MAX_REPORTS_PER_BODY = 50;
/** A logged field is cut to this length: the log stays one readable line whatever the browser sends. */
const MAX_FIELD = 300;

const text = v.optional(v.union([v.string(), v.number()]));
const position = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** `report-uri`'s body (CSP Level 2, `application/csp-report`): the fields use dashes. */
const CspReportUriSchema = v.object({
  'csp-report': v.looseObject({
    'document-uri': v.string(),
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    'script-sample': text,
  }),
});

/** A Reporting API report (`application/reports+json`): only `csp-violation` reports are read. */
const ReportingApiSchema = v.pipe(
  v.array(
    v.looseObject({
      type: v.string(),
      url: v.optional(v.string()),
      body: v.optional(v.looseObject({})),
    }),
  ),
  v.maxLength(MAX_REPORTS_PER_BODY, `At most ${MAX_REPORTS_PER_BODY} reports per request.`),
);

const CspViolationBodySchema = v.looseObject({
  documentURL: v.string(),
  blockedURL: text,
  effectiveDirective: text,
  disposition: text,
  sourceFile: text,
  lineNumber: position,
  columnNumber: position,
  sample: text,
});

/** A body that is not a CSP report: the endpoint answers 400 with this message and logs nothing. */
export class CspReportError extends Error {}

/**
 * The violations a browser's report body holds, validated and trimmed for one-line logging (control characters
 * removed: a report is attacker-controlled text and must not forge log lines, ASVS 5.0 V16.4.1).
 * Throws {@link CspReportError} when the body is not JSON or not a report of the declared type.
 * @example
 * parseCspReports('application/csp-report', '{"csp-report":{"document-uri":"https://shop.example/","blocked-uri":"inline","effective-directive":"script-src-elem"}}');
 * // [{ documentUrl: 'https://shop.example/', blockedUrl: 'inline', directive: 'script-src-elem', … }]
 */
export function parseCspReports(type: CspReportType, raw: string): CspViolation[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new CspReportError('The body is not JSON.');
  }
  if (type === 'application/csp-report') {
    const parsed = v.safeParse(CspReportUriSchema, json);
    if (!parsed.success) throw new CspReportError(`Not a CSP report: ${describeIssues(parsed.issues)}`);
    const report = parsed.output['csp-report'];
    return [
      violation({
        documentUrl: report['document-uri'],
        blockedUrl: report['blocked-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        disposition: report.disposition,
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
      }),
    ];
  }
  const parsed = v.safeParse(ReportingApiSchema, json);
  if (!parsed.success) throw new CspReportError(`Not a Reporting API body: ${describeIssues(parsed.issues)}`);
  return parsed.output.flatMap((report) => {
    if (report.type !== 'csp-violation') return [];
    const body = v.safeParse(CspViolationBodySchema, report.body);
    if (!body.success) throw new CspReportError(`Not a csp-violation report: ${describeIssues(body.issues)}`);
    const b = body.output;
    return [
      violation({
        documentUrl: b.documentURL,
        blockedUrl: b.blockedURL,
        directive: b.effectiveDirective,
        disposition: b.disposition,
        sourceFile: b.sourceFile,
        line: b.lineNumber,
        column: b.columnNumber,
        sample: b.sample,
      }),
    ];
  });
}

function violation(fields: {
  documentUrl: string;
  blockedUrl: string | number | undefined;
  directive: string | number | undefined;
  disposition: string | number | undefined;
  sourceFile: string | number | undefined;
  line: number | undefined;
  column: number | undefined;
  sample: string | number | undefined;
}): CspViolation {
  const where = [fields.sourceFile, fields.line, fields.column].filter((part) => part !== undefined && part !== '');
  return {
    documentUrl: clean(fields.documentUrl),
    blockedUrl: clean(fields.blockedUrl),
    directive: clean(fields.directive),
    disposition: clean(fields.disposition ?? 'enforce'),
    source: clean(where.join(':')),
    sample: clean(fields.sample),
  };
}

function clean(value: string | number | undefined): string {
  let text = '';
  for (const character of String(value ?? '')) {
    const code = character.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    text += control ? ' ' : character;
    if (text.length >= MAX_FIELD) break;
  }
  return text.slice(0, MAX_FIELD);
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
    .join('; ');
}
