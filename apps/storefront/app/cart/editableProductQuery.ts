import { browserApi } from '../api/browserApi';
import { fetchEditableProduct } from './fetchEditableProduct';

/**
 * The query (TanStack Query options) of the configurable parent of cart lines, shared by the line editor and the
 * lines' option labels, so the editor opens on the product already loaded.
 *
 * @example
 * const parent = useQuery(editableProductQuery('CS-EP-10'));
 */
export function editableProductQuery(parentSku: string) {
  return {
    queryKey: ['cart-line-parent', parentSku] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => fetchEditableProduct(await browserApi(), parentSku, signal),
    staleTime: 5 * 60_000,
  };
}
