import { type CartLine, isConfigurableCartLine } from '@citerne/cart-sync';
import { customOptionsInWords } from '@citerne/product';
import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useShopQueryClient } from '../api/useShopQueryClient';
import { cartLineOptions } from './cartLineOptions';
import { editableProductQuery } from './editableProductQuery';
import { lineCustomOptionsQuery } from './lineCustomOptionsQuery';

const parentSkuOf = (line: CartLine) => line.parentSku ?? line.sku;
const customOptionsOfLine = (line: CartLine) => line.product_option?.extension_attributes?.custom_options ?? [];

/**
 * One query over several skus, each fetched through its own cached query (the editor's), `missing` where one fails:
 * `useQueries` would add its observer code to the framework chunk every page loads first.
 */
function useQueryPerSku<T, M>(
  queryClient: QueryClient,
  name: string,
  skus: readonly string[],
  queryOf: (sku: string) => { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<T> },
  missing: M,
): ReadonlyMap<string, T | M> | undefined {
  return useQuery(
    {
      queryKey: [name, ...skus],
      queryFn: async () =>
        new Map(
          await Promise.all(
            skus.map(async (sku) => [sku, await queryClient.fetchQuery(queryOf(sku)).catch(() => missing)] as const),
          ),
        ),
      enabled: skus.length > 0,
      staleTime: 5 * 60_000,
    },
    queryClient,
  ).data;
}

/**
 * The chosen options of the cart's lines in words ("Couleur : Sable", "Longueur disponible (m) : 10"), for the
 * mini-cart and the checkout's cart: configurable lines' parents and the custom options of lines configured with
 * them are loaded once each (in the browser); a line shows none until its product is there.
 *
 * @example
 * const optionsOf = useCartLineOptions(cart.items);
 * optionsOf(line); // ['Couleur : Sable']
 */
export function useCartLineOptions(items: readonly CartLine[]): (line: CartLine) => string[] {
  const { t } = useLingui();
  const parentSkus = [...new Set(items.filter(isConfigurableCartLine).map(parentSkuOf))].sort();
  const queryClient = useShopQueryClient();
  const parents = useQueryPerSku(queryClient, 'cart-line-parents', parentSkus, editableProductQuery, null);
  // Lines with custom options (a made-to-measure product's dimensions, fabric, accessories) name them too.
  const customSkus = [...new Set(items.filter((line) => customOptionsOfLine(line).length > 0).map(parentSkuOf))].sort();
  const custom = useQueryPerSku(queryClient, 'cart-lines-custom-options', customSkus, lineCustomOptionsQuery, []);
  return (line) => {
    const parent = isConfigurableCartLine(line) ? parents?.get(parentSkuOf(line)) : null;
    const chosen = [
      ...(parent ? cartLineOptions(line, parent) : []),
      ...customOptionsInWords(custom?.get(parentSkuOf(line)) ?? [], customOptionsOfLine(line)),
    ];
    return chosen.map(({ label, value }) => t`${label}: ${value}`);
  };
}
