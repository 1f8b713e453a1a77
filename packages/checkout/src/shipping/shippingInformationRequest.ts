import type { CartAddressInput, CartShippingInformationRequest } from '@citerne/core-api/contract';
import { orderAddresses } from '../address/orderAddresses';
import type { CheckoutState } from '../state/CheckoutState';
import { NO_SHIPPING } from './noShipping';

// The cart's address may be partial: empty fields are left out rather than sent blank.
const compact = (address: Record<string, unknown>): CartAddressInput =>
  Object.fromEntries(
    Object.entries(address).filter(
      ([, value]) => value !== '' && !(Array.isArray(value) && value.every((line) => line === '')),
    ),
  ) as CartAddressInput;

/**
 * The `addressInformation` of `POST /api/cart/shipping-information` (SPEC §7): the shipping and
 * billing addresses as the order will send them (empty fields left out), and the chosen carrier and
 * method. Its answer holds the payment methods and totals for that address.
 * @example
 * const { payment_methods, totals } = await client.cart.shippingInformation({
 *   addressInformation: shippingInformationRequest(state, isVirtualCart(cart.items)),
 * });
 */
export function shippingInformationRequest(
  state: CheckoutState,
  isVirtual: boolean,
): CartShippingInformationRequest['addressInformation'] {
  const { shippingAddress, billingAddress } = orderAddresses(state, isVirtual);
  return {
    shippingAddress: compact(shippingAddress),
    billingAddress: compact(billingAddress),
    shipping_carrier_code: isVirtual ? NO_SHIPPING.carrier : state.shippingDetails.shippingCarrier,
    shipping_method_code: isVirtual ? NO_SHIPPING.method : state.shippingDetails.shippingMethod,
  };
}
