import { notFound } from './notFound.server';
import type { PageContext } from './pageContext.server';
import { isRouteParam, type RouteParamKind } from './routeParams';

/**
 * Throws the not-found answer (404, the shop's not-found page) unless every given parameter is of its kind; the
 * rejected value is neither logged nor echoed.
 * @example
 * requireRouteParams(page, { segment: [params.slug] });
 */
export function requireRouteParams(
  page: PageContext,
  params: Partial<Record<RouteParamKind, ReadonlyArray<string | null | undefined>>>,
): void {
  for (const [kind, values] of Object.entries(params) as [RouteParamKind, (string | null | undefined)[]][]) {
    for (const value of values) {
      if (value !== undefined && value !== null && !isRouteParam(kind, value)) {
        throw notFound(page, `Not a ${kind} in ${page.path}`);
      }
    }
  }
}
