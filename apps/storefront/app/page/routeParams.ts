/**
 * What each kind of route parameter can be (SPEC §2 routes). A parameter that cannot be one is not a page of the
 * shop: its route answers the not-found page before anything is asked of the API (issue 19: a CMS slug holding
 * markup answered 500 because the API client refused it).
 */
export const ROUTE_PARAM_PATTERNS = {
  /** A CMS page identifier, as the API contract accepts it (`cmsParams`). */
  cmsIdentifier: /^[a-z0-9][a-z0-9_-]{0,99}$/i,
  /** An order number (the contract's `orderNumber`). */
  orderNumber: /^\d{1,20}$/,
  /**
   * A URL key or a sku: letters and digits of any script, the punctuation they use and inner spaces (a sku may have one), no markup, quote,
   * backslash or control character, at most 200 characters.
   */
  segment: /^[\p{L}\p{N}][\p{L}\p{N}._~+() -]{0,199}$/u,
} as const;

export type RouteParamKind = keyof typeof ROUTE_PARAM_PATTERNS;

/**
 * Whether `value` can be a route parameter of that kind.
 * @example
 * isRouteParam('cmsIdentifier', 'about-us'); // true
 * isRouteParam('cmsIdentifier', '<img src=x>'); // false
 */
export function isRouteParam(kind: RouteParamKind, value: string | null | undefined): value is string {
  return typeof value === 'string' && ROUTE_PARAM_PATTERNS[kind].test(value);
}
