import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';

/**
 * Puts page data the loader fetched into a fresh query cache and dehydrates it for the page: the browser
 * hydrates the same keys (`pageQuery`), so nothing is fetched twice.
 *
 * @example
 * const home = await loadHome(client, 'fr', token);
 * return { dehydratedState: dehydratePageData([[homeKey('fr'), home]]) };
 */
export function dehydratePageData(entries: ReadonlyArray<readonly [readonly unknown[], unknown]>): DehydratedState {
  const queryClient = new QueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return dehydrate(queryClient);
}
