import { SearchPanel } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useSyncExternalStore } from 'react';
import { browserApi } from '../api/browserApi';
import { useShopQueryClient } from '../api/useShopQueryClient';
import type { ProductTeaser } from '../catalog/ProductTeaser';
import { useTeaserItems } from '../catalog/ProductTeaserGrid';
import { useOnline } from '../chrome/useOnline';
import { shopConfig } from '../shop/shopConfig';
import { memorySearchCache } from './memorySearchCache';
import { searchProducts } from './searchProducts';
import { searchTextAtom } from './searchTextAtom';
import { useDebouncedValue } from './useDebouncedValue';

// The session's search cache (SPEC §4 "Search with cache").
const cache = memorySearchCache<ProductTeaser>();
const wide = '(min-width: 1024px)';

function usePageSize(): number {
  const isWide = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(wide);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(wide).matches,
    () => false,
  );
  return isWide ? shopConfig.searchPageSizes.wide : shopConfig.searchPageSizes.narrow;
}

/**
 * The search panel (SPEC §2): searches once the text has 3 characters, after a short pause in typing; 16 results
 * per page on phones and tablets, 18 on desktops, with "see more"; empty and offline states. Typos are
 * tolerated by the search backend (SPEC §9 fuzziness 2).
 */
export default function SearchPanelContent() {
  const { t } = useLingui();
  const online = useOnline();
  const [text, setText] = useAtom(searchTextAtom);
  const settled = useDebouncedValue(text.trim(), shopConfig.searchDebounceMs);
  const size = usePageSize();
  const enabled = settled.length >= shopConfig.searchMinLength;

  const queryClient = useShopQueryClient();
  const search = useInfiniteQuery(
    {
      queryKey: ['search', settled, size] as const,
      enabled,
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        searchProducts(settled, pageParam, size, {
          client: browserApi,
          cache,
          isOnline: () => navigator.onLine,
          signal: AbortSignal.any([signal, AbortSignal.timeout(shopConfig.searchTimeoutMs)]),
        }),
      getNextPageParam: (last) => (last.start + size < last.total ? last.start + size : undefined),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      // Offline the search still runs: SPEC §4 "Search with cache" decides (a cached answer, the service worker's, or
      // an empty result flagged offline), rather than the query waiting paused for the connection.
      networkMode: 'always',
    },
    queryClient,
  );

  const pages = search.data?.pages ?? [];
  const items = useTeaserItems(pages.flatMap((page) => page.items));
  const total = pages[0]?.total ?? 0;
  // SPEC §4 "Search with cache": offline, a search the shop (or the service worker) has answered before still shows
  // its results; only one it cannot answer is the empty result flagged offline.
  const offline = pages.some((page) => page.offline) || (search.isError && !online);
  const status =
    text.trim().length < shopConfig.searchMinLength
      ? 'idle'
      : offline
        ? 'offline'
        : search.isPending || (search.isFetching && !search.isFetchingNextPage && search.isPlaceholderData)
          ? 'loading'
          : total === 0
            ? 'empty'
            : 'results';

  return (
    <SearchPanel
      inputId="search-input"
      query={text}
      onQueryChange={setText}
      status={status}
      results={items}
      total={total}
      canLoadMore={search.hasNextPage}
      loadingMore={search.isFetchingNextPage}
      onLoadMore={() => void search.fetchNextPage()}
      labels={{
        input: t`Search the shop`,
        placeholder: t`Tank, tarpaulin, valve…`,
        minLength: t`Type at least 3 characters`,
        results: (count) => t({ message: plural(count, { one: '# result', other: '# results' }) }),
        resultsList: t`Search results`,
        seeMore: t`See more`,
        loading: t`Searching…`,
        emptyTitle: t`No product matches your search`,
        emptyDescription: t`Check the spelling or try a more general word.`,
        offlineTitle: t`You are offline`,
        offlineDescription: t`The search needs a connection. Try again once you are back online.`,
      }}
    />
  );
}
