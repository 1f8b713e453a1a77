import type { ShippingMethod } from '@citerne/core-api/contract';
import { defaultShippingMethod } from './defaultShippingMethod';

/** The delivery cost of a cart for an address, as the cart summary shows it before the order. */
export type DeliveryEstimate =
  | { readonly kind: 'free' }
  | { readonly kind: 'charged'; readonly amountInclTax: number }
  | { readonly kind: 'not-delivered' };

/**
 * The delivery cost the shopper would pay for the shipping methods the API offers an address (`POST
 * /api/cart/shipping-methods`, SPEC §7): the price incl. tax of the method the checkout preselects (SPEC §9: the DPD
 * flat rate), `free` when it costs nothing (free shipping from the threshold), `not-delivered` when no method is
 * available. Prices are shown TTC with the delivery cost before the order (art. L112-1, L221-5 Code de la
 * consommation).
 * @example
 * deliveryEstimate(await client.cart.shippingMethods({ country_id: 'FR', postcode: '49000' })); // { kind: 'charged', amountInclTax: 5 }
 */
export function deliveryEstimate(methods: readonly ShippingMethod[]): DeliveryEstimate {
  const method = defaultShippingMethod(methods);
  if (!method) return { kind: 'not-delivered' };
  const amountInclTax = method.price_incl_tax ?? method.amount;
  return amountInclTax > 0 ? { kind: 'charged', amountInclTax } : { kind: 'free' };
}
