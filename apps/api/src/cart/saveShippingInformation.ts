import type { CartShippingInformationRequest } from '@citerne/core-api/contract';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { StoredAddress } from '../db/schema';
import { assertShippingMethod } from './assertShippingMethod';
import type { CartRow } from './openCart';
import { type PricedCart, priceCart } from './priceCart';

type AddressInformation = CartShippingInformationRequest['addressInformation'];

/**
 * `cart/shipping-information` (SPEC §7): stores the shipping (and billing) address and the chosen
 * method on the cart, after checking the method and the destination. Totals are then computed in
 * the tax country of that address.
 * @example
 * await saveShippingInformation(context, cart, customer, body.addressInformation);
 */
export async function saveShippingInformation(
  context: CommerceContext,
  cart: CartRow,
  customer: AuthenticatedCustomer | null,
  information: AddressInformation,
): Promise<PricedCart> {
  const shipping = information.shippingAddress as StoredAddress;
  // Priced for the new address's country (its tax and delivery rate): these are the totals the cart has once the
  // address is saved, so the caller answers them without pricing the cart a second time (issue 19, load).
  const priced = await priceCart(context, cart, customer, { country: shipping.country_id });
  assertShippingMethod(
    context.settings,
    shipping.country_id,
    information.shipping_carrier_code,
    information.shipping_method_code,
    priced.isVirtual,
  );
  await context.db
    .updateTable('carts')
    .set({
      shipping_address: JSON.stringify(shipping),
      billing_address: information.billingAddress ? JSON.stringify(information.billingAddress) : null,
      shipping_carrier_code: information.shipping_carrier_code,
      shipping_method_code: information.shipping_method_code,
      updated_at: context.settings.now(),
    })
    .where('id', '=', cart.id)
    .execute();
  return priced;
}
