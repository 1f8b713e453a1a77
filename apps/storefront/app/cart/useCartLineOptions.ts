import type { CartLine } from '@citerne/cart-sync';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { cartLineOptions } from './cartLineOptions';
import { editableProductQuery } from './editableProductQuery';
import { isConfigurableCartLine } from './isConfigurableCartLine';

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
  const parents = useQueries({
    queries: parentSkus.map((sku) => editableProductQuery(sku)),
    combine: (results) => new Map(parentSkus.map((sku, index) => [sku, results[index]?.data ?? null])),
  });
  return (line) => {
    const parent = isConfigurableCartLine(line) ? parents.get(parentSkuOf(line)) : null;
    return parent ? cartLineOptions(line, parent).map(({ label, value }) => t`${label}: ${value}`) : [];
  };
}
