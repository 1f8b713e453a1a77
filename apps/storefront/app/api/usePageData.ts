import { use } from 'react';
import { pageDataContext } from './pageDataContext';
import { pageDataHash } from './pageDataHash';

/** Thrown when a page's data is read without the loader having sent it (a bug, never a shopper error). */
export class PageDataMissingError extends Error {
  override name = 'PageDataMissingError';
}

/**
 * Reads page data a route loader fetched on the server and sent with the page (ARCHITECTURE.md "Data and state"),
 * by the key the loader stored it under. The browser never fetches it: each navigation runs the loader, which sends
 * fresh data. Keeping the fetching code on the server keeps it (and the HTML sanitiser, and the API secrets) out of
 * the browser bundle; reading it from the loader's answer keeps the query client out of the first load (issue 21).
 *
 * @example
 * const home = usePageData<HomeData>(homeKey('fr'));
 * @throws {@link PageDataMissingError} when no boundary above holds it.
 */
export function usePageData<T>(queryKey: readonly unknown[]): T {
  const data = use(pageDataContext)(pageDataHash(queryKey));
  if (data === undefined) throw new PageDataMissingError(`Page data ${JSON.stringify(queryKey)} is missing`);
  return data as T;
}
