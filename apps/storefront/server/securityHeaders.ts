import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  type PagePolicyOptions,
  pagePolicy,
  RESOURCE_POLICY,
} from './contentSecurityPolicy';

/** One year: what HSTS preload lists ask for; browsers keep to https for that long after a visit. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Browser features the shop does not use are switched off for it and for anything it embeds; payment and
 * fullscreen only for the shop itself (ASVS 5.0 V3.4.x). Only features Chromium knows are listed: an unknown one
 * is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  'payment=(self)',
  'fullscreen=(self)',
].join(', ');

export type ResponseKind =
  /** A page React Router rendered (HTML, including the not-found and error pages): the nonce policy. */
  | { readonly kind: 'page'; readonly policy: PagePolicyOptions }
  /** Anything else: static files, resource routes, the API's JSON and images. */
  | { readonly kind: 'resource' };

export interface SecurityHeaderOptions {
  /** Send `Strict-Transport-Security`: the shop is served over TLS or its public URL is https. */
  readonly hsts: boolean;
  /** The shop's origin, for the absolute URL of the report endpoint (`Reporting-Endpoints`). */
  readonly origin: string;
}

/**
 * Sets the shop's security headers on one response (SPEC §5/§6 security; OWASP Secure Headers; ASVS 5.0 V3.4):
 * the Content-Security-Policy of its kind, `X-Content-Type-Options`, `Referrer-Policy`, `Permissions-Policy`,
 * `Cross-Origin-Opener-Policy`, `X-Frame-Options` (for browsers without `frame-ancestors`), the report
 * endpoint, and HSTS when asked. A policy the response already has (the API's payment and outbox pages set
 * their own, narrower one) is kept.
 * @example
 * applySecurityHeaders(response.headers, { kind: 'resource' }, { hsts: false, origin: 'http://localhost:3000' });
 */
export function applySecurityHeaders(headers: Headers, response: ResponseKind, options: SecurityHeaderOptions): void {
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', response.kind === 'page' ? pagePolicy(response.policy) : RESOURCE_POLICY);
  }
  headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${new URL(CSP_REPORT_PATH, options.origin).href}"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('X-Frame-Options', 'DENY');
  if (options.hsts) headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
}
