import type { CustomOption } from '@citerne/core-api/contract';
import { customOptionsOf } from '@citerne/product';
import { browserApi } from '../api/browserApi';
import { searchCatalog } from '../catalog/searchCatalog';

/**
 * The query (TanStack Query options) of the custom options of the product a cart line was configured from (a
 * made-to-measure product's dimensions, fabric, accessories…), so the mini-cart and the checkout can name them.
 *
 * @example
 * const options = useQuery(lineCustomOptionsQuery('CS-SUR-MESURE')).data; // [{ option_id: 1, title: 'Longueur disponible (m)', … }]
 */
export function lineCustomOptionsQuery(sku: string) {
  return {
    queryKey: ['cart-line-custom-options', sku] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CustomOption[]> => {
      const { items } = await searchCatalog(
        await browserApi(),
        { scope: 'lookup', size: 1, filters: [{ kind: 'term', field: 'sku', value: sku }] },
        signal,
      );
      return items[0] ? customOptionsOf(items[0]) : [];
    },
    staleTime: 5 * 60_000,
  };
}
