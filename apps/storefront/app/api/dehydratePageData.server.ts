import { type DehydratedPageData, pageDataHash } from './pageDataHash';

/**
 * Puts the page data a loader fetched into the loader's answer, under the keys the page reads it by
 * (`usePageData`): the browser renders from it, so nothing is fetched twice, and no query cache is built on the
 * server or loaded in the browser for it (issue 21: TanStack Query stays out of the first load).
 *
 * @example
 * const home = await loadHome(client, 'fr', token);
 * return { dehydratedState: dehydratePageData([[homeKey('fr'), home]]) };
 */
export function dehydratePageData(entries: ReadonlyArray<readonly [readonly unknown[], unknown]>): DehydratedPageData {
  const state: Record<string, unknown> = {};
  for (const [key, data] of entries) state[pageDataHash(key)] = data;
  return state;
}
