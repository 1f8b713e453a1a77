import { useCartSync } from '@citerne/cart-sync/react';
import { type DeliveryEstimate, deliveryEstimate, estimateAddress, isVirtualCart } from '@citerne/checkout';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { browserApi } from '../api/browserApi';
import { useShopQueryClient } from '../api/useShopQueryClient';
import { defaultShippingAddress } from './addressDetailsOf';
import { checkoutAtom } from './checkoutAtom';

/** The delivery cost of the cart for the shopper's address, as the cart summaries show it. */
export interface DeliveryEstimateState {
  /** A virtual cart ships nothing: no delivery cost to show. */
  readonly isVirtual: boolean;
  /** The country and postcode the cost is for; `null` while no postcode is known. */
  readonly address: { readonly country_id: string; readonly postcode: string } | null;
  /** `null` while no postcode is known or the answer is awaited. */
  readonly estimate: DeliveryEstimate | null;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
  /** Gives a postcode (the summary's "Estimer la livraison"): kept as the checkout's delivery zip code. */
  readonly setPostcode: (country: string, postcode: string) => void;
}

/**
 * The delivery cost of the cart as soon as a postcode is known (issue 18: prices TTC with the delivery cost before the
 * order, art. L112-1 and L221-5 Code de la consommation): the zip code of the checkout's delivery address the shopper
 * typed (or gave in a summary), else the logged-in customer's default address; priced by the API's shipping-methods
 * call (SPEC §7) for the lines and totals the server holds, asked again when they change.
 *
 * @example
 * const delivery = useDeliveryEstimate();
 * delivery.estimate; // { kind: 'charged', amountInclTax: 5 } for 49000
 */
export function useDeliveryEstimate(): DeliveryEstimateState {
  const [checkout, dispatch] = useAtom(checkoutAtom);
  const { atoms } = useCartSync();
  const cart = useAtomValue(atoms.state);
  const session = useAtomValue(sessionStateAtom);
  const profile = session?.status === 'authorized' ? session.profile : null;
  const saved = profile ? defaultShippingAddress(profile) : null;
  const address = estimateAddress([
    checkout.shippingDetails,
    saved ? { country: saved.country_id, zipCode: saved.postcode ?? '' } : null,
  ]);
  const isVirtual = isVirtualCart(cart.items);
  const cartToken = cart.serverToken;
  // The free-shipping threshold applies to what the server holds after discount: asked again when the lines the
  // server took or its totals change.
  const lines = cart.items.map((line) => `${line.sku}:${line.qty}:${line.server_item_id ?? ''}`).join(',');
  const totals = cart.platformTotalSegments.map((segment) => `${segment.code}:${segment.value ?? ''}`).join(',');
  const queryClient = useShopQueryClient();
  const query = useQuery(
    {
      queryKey: ['delivery-estimate', cartToken, lines, totals, address?.country_id, address?.postcode],
      queryFn: async () => {
        if (!address) throw new Error('useDeliveryEstimate: no postcode to estimate for.');
        const client = await browserApi();
        return deliveryEstimate(await client.cart.shippingMethods(address, { cartId: cartToken ?? '' }));
      },
      enabled: address !== null && cartToken !== null && cart.items.length > 0 && !isVirtual,
      staleTime: 60_000,
    },
    queryClient,
  );
  return {
    isVirtual,
    address,
    estimate: query.data ?? null,
    isPending: address !== null && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    setPostcode: (country, postcode) =>
      dispatch({ type: 'shipping/change', patch: { country, zipCode: postcode }, now: Date.now() }),
  };
}
