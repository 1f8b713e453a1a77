import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';

let browserClient: QueryClient | undefined;

function createShopQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false } } });
}

function browserQueryClient() {
  browserClient ??= createShopQueryClient();
  return browserClient;
}

/**
 * The query client of the code that fetches from the browser (search panel, cart line editor, delivery estimate,
 * shipping methods, My Account sections, invoice), passed to `useQuery(options, client)`. No provider at the root:
 * TanStack Query loads with that code, not with every page (issue 21). One client per page in the browser, so the
 * panels share their cache; one per render on the server, so requests never share one.
 *
 * @example
 * const queryClient = useShopQueryClient();
 * const reviews = useQuery({ queryKey: ['my-reviews'], queryFn }, queryClient);
 */
export function useShopQueryClient(): QueryClient {
  const [client] = useState(() => (typeof window === 'undefined' ? createShopQueryClient() : browserQueryClient()));
  return client;
}
