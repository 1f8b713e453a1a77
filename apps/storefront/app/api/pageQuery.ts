import { queryOptions, useQuery } from '@tanstack/react-query';

/** Thrown when a page's data is read without the loader having prefetched it (a bug, never a shopper error). */
export class PageDataMissingError extends Error {
  override name = 'PageDataMissingError';
}

/**
 * The query of page data prefetched by a route loader on the server and dehydrated into the page
 * (ARCHITECTURE.md "Data and state"). The same key on server and client; the browser never refetches it: each
 * navigation runs the loader, which sends fresh data. Keeping the fetching code on the server keeps it (and the
 * HTML sanitiser, and the API secrets) out of the browser bundle.
 *
 * @example
 * const { data } = useQuery(pageQuery<HomeData>(homeKey('fr')));
 */
export function pageQuery<T>(queryKey: readonly unknown[]) {
  return queryOptions<T>({
    queryKey,
    queryFn: () => {
      throw new PageDataMissingError(`Page data ${JSON.stringify(queryKey)} is loaded by the route loader`);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * Reads page data the loader prefetched.
 * @throws {@link PageDataMissingError} when it is not in the cache.
 */
export function usePageData<T>(queryKey: readonly unknown[]): T {
  const { data, error } = useQuery(pageQuery<T>(queryKey));
  if (error) throw error;
  if (data === undefined) throw new PageDataMissingError(`Page data ${JSON.stringify(queryKey)} is missing`);
  return data;
}
