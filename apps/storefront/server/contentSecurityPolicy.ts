import { randomBytes } from 'node:crypto';

/** Where the browser sends violation reports (the API's endpoint, `apps/api/src/security/mountCspReportRoute.ts`). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The `report-to` group name, declared by the `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

export interface PagePolicyOptions {
  /** The fresh nonce of this render ({@link createNonce}). */
  readonly nonce: string;
  /** Origins forms may be posted to besides the shop: the card providers' payment pages. */
  readonly formActionOrigins: readonly string[];
  /** Origins the consented tag manager loads images from, calls and frames (`CSP_TAG_MANAGER_ORIGINS`). */
  readonly tagManagerOrigins: readonly string[];
  /** Served over https: mixed content is upgraded. */
  readonly https: boolean;
}

/**
 * A nonce for one server render: 128 random bits (CSP3 asks for at least 128), base64 — never reused, never
 * derived from the request.
 * @example
 * const nonce = createNonce(); // 'q0c5…==' (24 characters)
 */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a rendered page (ASVS 5.0 V3.4.3; OWASP CSP cheat sheet "strict CSP"):
 * - `script-src 'nonce-…' 'strict-dynamic'`: only scripts carrying this render's nonce (React Router's and React's
 *   inline scripts, the module entry) run, and scripts they add (route chunks, the consented tag manager's
 *   loader) are trusted through them; no `'unsafe-inline'`, no `'unsafe-eval'`, no host allow-list to bypass
 *   (no CSP1 fallback either: every browser the shop supports knows nonces and `'strict-dynamic'`).
 * - `style-src-elem 'self' 'nonce-…'`: the shop's own stylesheets, and `<style>` elements only with the nonce.
 * - `style-src-attr 'unsafe-inline'`: React writes `style="…"` attributes in server HTML (colour swatches,
 *   progress bars, skeleton widths); a nonce cannot apply to attributes. A style attribute cannot run script,
 *   and what it could load is held by `img-src` / `font-src`.
 * - `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'none'` (no framing, no clickjacking),
 *   `form-action 'self'` plus the payment providers.
 * - `img-src`, `connect-src`, `font-src` the shop itself (the API and images are same-origin, the fonts are
 *   self-hosted) plus the tag manager's origins when configured.
 * @example
 * pagePolicy({ nonce, formActionOrigins: ['https://paiement.systempay.fr'], tagManagerOrigins: [], https: true });
 */
export function pagePolicy(options: PagePolicyOptions): string {
  const nonce = `'nonce-${options.nonce}'`;
  const tags = options.tagManagerOrigins;
  return serialise([
    ['default-src', "'self'"],
    ['script-src', nonce, "'strict-dynamic'"],
    ['style-src', "'self'", nonce],
    ['style-src-elem', "'self'", nonce],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...tags],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...tags],
    ['frame-src', "'self'", ...tags],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...options.formActionOrigins],
    ...(options.https ? [['upgrade-insecure-requests'] as const] : []),
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ]);
}

/**
 * The policy of every other answer of the shop (static files, robots.txt, sitemap, the API's JSON and images):
 * nothing may load or run in them, nor may they be framed. The API's own HTML pages (payment redirect, sandbox,
 * mail outbox) set their own narrower policy, which the shop server keeps.
 */
export const RESOURCE_POLICY = serialise([
  ['default-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['report-uri', CSP_REPORT_PATH],
  ['report-to', CSP_REPORT_GROUP],
]);

/**
 * The policy of the service worker's script (`/sw.js`), which is the worker's own policy: it may fetch from the
 * shop (its caches are filled from the shop's answers) and load nothing else — no imported scripts, every
 * workbox module is bundled into it.
 */
export const SERVICE_WORKER_POLICY = serialise([
  ['default-src', "'none'"],
  ['connect-src', "'self'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['report-uri', CSP_REPORT_PATH],
  ['report-to', CSP_REPORT_GROUP],
]);

function serialise(directives: ReadonlyArray<readonly string[]>): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}
