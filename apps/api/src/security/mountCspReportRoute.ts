import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import type { ApiEnv } from '../http/apiEnv';
import { respondError } from '../http/envelope';
import { readClientAddress } from '../http/readClientAddress';
import { describeCspViolation } from './describeCspViolation';
import { CSP_REPORT_TYPES, CspReportError, type CspReportType, parseCspReports } from './parseCspReports';

/** The path the shop's Content-Security-Policy sends its reports to (`report-uri`, `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** A browser's report is a few kilobytes; a bigger body is refused before it is read. */
export const MAX_CSP_REPORT_BYTES = 64 * 1024;
/** Requests per client address and minute: a page's violations fit, a flood of the logs does not. */
export const CSP_REPORT_LIMITS = {
  windowMs: 60_000,
  perAddress: 30,
  perAccountAndAddress: 30,
  perAccount: 30,
  trustMs: 0,
} as const;

export interface CspReportRouteOptions {
  /** Counts requests per client address ({@link CSP_REPORT_LIMITS}). */
  readonly limiter: AttemptLimiter;
  readonly trustProxy: boolean;
  readonly now: () => Date;
  /** Where each violation's line goes (the server's log). */
  readonly log: (line: string) => void;
}

/**
 * Mounts `POST /api/csp-report`: the browser's Content-Security-Policy violation reports (`report-uri` bodies,
 * `application/csp-report`, and Reporting API batches, `application/reports+json`), capped at
 * {@link MAX_CSP_REPORT_BYTES}, validated, limited per client address, each violation logged as one line; the
 * answer is 204 with no body. Anything else is refused with the API's error envelope (413, 415, 400, 429) and
 * logs nothing. The reports are what tells the shop a policy broke a page or an injection was tried (ASVS 5.0
 * V3.4.3, V16.2).
 * @example
 * mountCspReportRoute(app, { limiter: new AttemptLimiter(CSP_REPORT_LIMITS), trustProxy: false, now: () => new Date(), log: console.warn });
 */
export function mountCspReportRoute(app: Hono<ApiEnv>, options: CspReportRouteOptions): void {
  app.post(
    CSP_REPORT_PATH,
    async (c, next) => {
      // Counted before the body is read: a flood costs the server one map lookup per request.
      const address = readClientAddress(c, options.trustProxy);
      const now = options.now().getTime();
      const verdict = await options.limiter.check(address, address, now);
      if (verdict) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        return respondError(c, 429, 'Too many reports. Please try again later.', 'TOO_MANY_ATTEMPTS');
      }
      await options.limiter.record(address, address, now);
      await next();
    },
    async (c, next) => {
      const type = mediaType(c.req.header('content-type'));
      if (type === null) {
        return respondError(
          c,
          415,
          `A CSP report is sent as ${CSP_REPORT_TYPES.join(' or ')}.`,
          'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: MAX_CSP_REPORT_BYTES,
      onError: (c) => respondError(c, 413, `A CSP report is at most ${MAX_CSP_REPORT_BYTES} bytes.`, 'BODY_TOO_LARGE'),
    }),
    async (c) => {
      const type = mediaType(c.req.header('content-type')) as CspReportType;
      let violations: ReturnType<typeof parseCspReports>;
      try {
        violations = parseCspReports(type, await c.req.text());
      } catch (error) {
        if (error instanceof CspReportError) return respondError(c, 400, error.message, 'INVALID_REPORT');
        throw error;
      }
      for (const violation of violations) options.log(describeCspViolation(violation));
      return c.body(null, 204);
    },
  );
}

function mediaType(header: string | undefined): CspReportType | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return CSP_REPORT_TYPES.find((known) => known === type) ?? null;
}
