import type { ShippingTerms } from '@citerne/core-api/contract';
import { useRouteLoaderData } from 'react-router';

/**
 * The amount incl. tax (euros) from which delivery to `country` is free, as the API's configuration sets it and the
 * root loader got it for every page (SPEC §9 "Free shipping text for France applies from 200 euros incl. tax": the
 * shop writes no threshold of its own); `null` when that country has none.
 *
 * @example
 * const from = useFreeShippingFrom(); // 200
 * from === null ? null : t`Free delivery in France from ${formatPrice(from)} incl. VAT`;
 */
export function useFreeShippingFrom(country = 'FR'): number | null {
  const root = useRouteLoaderData<{ shipping: ShippingTerms }>('root');
  if (!root) throw new Error('useFreeShippingFrom: the root loader data is missing (rendered outside the app routes).');
  return root.shipping.freeShippingFrom[country] ?? null;
}
