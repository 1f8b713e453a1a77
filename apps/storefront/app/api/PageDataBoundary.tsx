import { type ReactNode, use, useMemo } from 'react';
import { pageDataContext } from './pageDataContext';
import type { DehydratedPageData } from './pageDataHash';

/**
 * Gives the page data of a route's loader (`dehydratePageData`) to the components below it, on top of the data of
 * the routes around it (the layout's menus stay readable from a page).
 *
 * @example
 * <PageDataBoundary state={loaderData.dehydratedState}><HomePage dataKey={loaderData.dataKey} /></PageDataBoundary>
 */
export function PageDataBoundary({ state, children }: { state: DehydratedPageData; children: ReactNode }) {
  const outer = use(pageDataContext);
  const lookup = useMemo(
    () => (hash: string) => (Object.hasOwn(state, hash) ? state[hash] : outer(hash)),
    [state, outer],
  );
  return <pageDataContext.Provider value={lookup}>{children}</pageDataContext.Provider>;
}
