import { type ShippingDetails, shippingMethodsAddress } from '@citerne/checkout';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/browserApi';

/**
 * The shipping methods the API offers for the shopper's address (SPEC §7 "Shipping methods", §3 "Shipping address
 * for a methods query"), asked again when the country or zip code changes; none for a virtual cart or before the
 * cart has a server cart.
 *
 * @example
 * const methods = useShippingMethods(checkout.shippingDetails, cartToken, isVirtual);
 */
export function useShippingMethods(details: ShippingDetails, cartToken: string | null, isVirtual: boolean) {
  const address = shippingMethodsAddress(details);
  return useQuery({
    queryKey: ['shipping-methods', cartToken, address.country_id, address.postcode ?? '', address.city ?? ''],
    queryFn: async () => (await browserApi()).cart.shippingMethods(address, { cartId: cartToken ?? '' }),
    enabled: cartToken !== null && !isVirtual && Boolean(address.country_id),
    staleTime: 60_000,
  });
}
