/** Text formats worth compressing; images, fonts (woff2 is brotli inside) and archives are already compressed. */
const COMPRESSIBLE =
  /^(?:text\/[a-z0-9.+-]+|application\/(?:json|javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json|csp-report|reports\+json|x-javascript|wasm)|image\/svg\+xml|[a-z]+\/[a-z0-9.-]+\+(?:json|xml))(?:\s*;|$)/i;

/**
 * Whether an answer of this `Content-Type` is sent compressed (`text/html`, `text/x-script` of React Router's
 * single fetch, JSON, JavaScript, CSS, SVG, the web app manifest…).
 * @example
 * isCompressibleType('text/html; charset=utf-8'); // true
 * isCompressibleType('image/avif'); // false
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType.trim()));
}
