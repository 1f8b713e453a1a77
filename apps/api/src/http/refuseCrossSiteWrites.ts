import type { MiddlewareHandler } from 'hono';
import type { CommerceSettings } from '../commerce/CommerceSettings';

/** Methods that change nothing (RFC 9110 "safe"): a page of another site may send them, as links and images do. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths other sites' servers must reach with a write: the payment providers' notifications, which carry no
 * ambient credential and are trusted only through their signature (`payment/mountPaymentRoutes.ts`).
 */
const SERVER_TO_SERVER_PATHS = ['/api/payment/notify/'];

/** The origin of an absolute URL, or `null` when it is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The host (with its port) of an origin, lower-cased, or `null` when the origin is not a URL. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses, with a 403 `CROSS_SITE_REQUEST` in the `{code, result}` envelope, a state-changing request (any method but
 * GET, HEAD, OPTIONS) that a browser says comes from another site (issue 19; ASVS 5.0 3.5.x, OWASP CSRF cheat sheet
 * "Fetch Metadata" and "Verifying Origin"): `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither the shop's
 * (`publicUrl`, `storefrontUrl`) nor the host the request was sent to (`Host`, or `X-Forwarded-Host` behind a
 * trusted proxy). A request without these headers (a server, curl, an old browser) is not a browser page of another
 * site and goes on: tokens travel in a header, never a cookie, so such a request carries no ambient credential.
 * The payment providers' signed notifications are exempt.
 * @example
 * app.use('/api/*', refuseCrossSiteWrites(settings));
 */
export function refuseCrossSiteWrites(
  settings: Pick<CommerceSettings, 'publicUrl' | 'storefrontUrl' | 'trustProxy'>,
): MiddlewareHandler {
  const shopOrigins = new Set(
    [originOf(settings.publicUrl), originOf(settings.storefrontUrl)].filter((origin) => origin !== null),
  );
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || SERVER_TO_SERVER_PATHS.some((path) => c.req.path.startsWith(path))) {
      return next();
    }
    const site = c.req.header('sec-fetch-site')?.toLowerCase();
    const origin = c.req.header('origin');
    const forwardedHost = settings.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    const requestHost = (forwardedHost || c.req.header('host'))?.toLowerCase();
    const foreignOrigin =
      origin !== undefined && !shopOrigins.has(origin) && (requestHost === undefined || hostOf(origin) !== requestHost);
    if (site === 'cross-site' || foreignOrigin) {
      return c.json(
        {
          code: 403,
          result: { message: 'Requests from another site cannot change anything here.', code: 'CROSS_SITE_REQUEST' },
        },
        403,
      );
    }
    return next();
  };
}
