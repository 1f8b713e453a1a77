import { type CartLine, isConfigurableCartLine } from '@citerne/cart-sync';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartLineOptions } from './cartLineOptions';
import { editableProductQuery } from './editableProductQuery';

const parentSkuOf = (line: CartLine) => line.parentSku ?? line.sku;

/**
 * The chosen options of the cart's configurable lines in words ("Couleur : Sable"), for the mini-cart and the
 * checkout's cart: their parents are loaded once each (in the browser); a line shows none until its parent is there.
 *
 * @example
 * const optionsOf = useCartLineOptions(cart.items);
 * optionsOf(line); // ['Couleur : Sable']
 */
export function useCartLineOptions(items: readonly CartLine[]): (line: CartLine) => string[] {
  const { t } = useLingui();
  const parentSkus = [...new Set(items.filter(isConfigurableCartLine).map(parentSkuOf))].sort();
  const queryClient = useQueryClient();
  // One query over the parents, each fetched through its own cached query (the editor's): `useQueries` would add
  // its observer code to the framework chunk every page loads first.
  const parents = useQuery({
    queryKey: ['cart-line-parents', ...parentSkus],
    queryFn: async () =>
      new Map(
        await Promise.all(
          parentSkus.map(
            async (sku) => [sku, await queryClient.fetchQuery(editableProductQuery(sku)).catch(() => null)] as const,
          ),
        ),
      ),
    enabled: parentSkus.length > 0,
    staleTime: 5 * 60_000,
  }).data;
  return (line) => {
    const parent = isConfigurableCartLine(line) ? parents?.get(parentSkuOf(line)) : null;
    return parent ? cartLineOptions(line, parent).map(({ label, value }) => t`${label}: ${value}`) : [];
  };
}
