import type { CartLine } from '@citerne/cart-sync';
import { type ShippingDetails, shippingMethodsAddress } from '@citerne/checkout';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/browserApi';
import { useShopQueryClient } from '../api/useShopQueryClient';

/**
 * The shipping methods the API offers for the shopper's address (SPEC §7 "Shipping methods", §3 "Shipping address
 * for a methods query"), asked again when the country or zip code changes; none for a virtual cart or before the
 * cart has a server cart.
 *
 * @example
 * const methods = useShippingMethods(checkout.shippingDetails, cartState, isVirtual);
 */
export function useShippingMethods(
  details: ShippingDetails,
  cart: { readonly serverToken: string | null; readonly items: readonly CartLine[] },
  isVirtual: boolean,
) {
  const address = shippingMethodsAddress(details);
  const cartToken = cart.serverToken;
  // The methods and their price follow the lines the server holds (a line the server has not taken yet, e.g. just
  // after a login merged the guest cart, is not priced): asked again when they change.
  const lines = cart.items.map((line) => `${line.sku}:${line.qty}:${line.server_item_id ?? ''}`).join(',');
  const queryClient = useShopQueryClient();
  return useQuery(
    {
      queryKey: ['shipping-methods', cartToken, lines, address.country_id, address.postcode ?? '', address.city ?? ''],
      queryFn: async () => (await browserApi()).cart.shippingMethods(address, { cartId: cartToken ?? '' }),
      enabled: cartToken !== null && cart.items.length > 0 && !isVirtual && Boolean(address.country_id),
      staleTime: 60_000,
    },
    queryClient,
  );
}
