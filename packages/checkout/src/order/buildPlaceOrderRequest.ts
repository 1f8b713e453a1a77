import { type CartLine, canonicalProductOption } from '@citerne/cart-sync';
import { type PlaceOrderRequest, type ProductOptionInput, ProductOptionInputSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { orderAddresses } from '../address/orderAddresses';
import { isVirtualCart } from '../cart/isVirtualCart';
import { NO_SHIPPING } from '../shipping/noShipping';
import type { CheckoutState } from '../state/CheckoutState';

type OrderProduct = PlaceOrderRequest['products'][number];

function optionInput(line: CartLine): ProductOptionInput | undefined {
  const canonical = canonicalProductOption(line.product_option)?.extension_attributes;
  if (!canonical) return undefined;
  const full = { extension_attributes: { ...canonical } } as ProductOptionInput;
  if (v.is(ProductOptionInputSchema, full)) return full;
  // The variant's sku already names the configurable choice: send the rest when those ids are not numeric.
  const { configurable_item_options: _dropped, ...rest } = canonical;
  return { extension_attributes: { ...rest } } as ProductOptionInput;
}

function orderProduct(line: CartLine): OrderProduct {
  const name = line.name?.trim().slice(0, 255) ?? '';
  const option = optionInput(line);
  return {
    sku: line.sku,
    qty: line.qty,
    ...(line.parentSku ? { parentSku: line.parentSku } : {}),
    ...(name === '' ? {} : { name }),
    ...(option ? { product_option: option } : {}),
  };
}

/**
 * The body of place order (SPEC §7 "Place order"), without its `order_id` (see `orderAttemptFor`): the
 * server cart, the user when logged in, the cart's lines (sku, parent sku, quantity, name, options),
 * the addresses (`orderAddresses`), the shipping carrier and method (none for a virtual cart), the
 * payment method and its additional fields.
 * @example
 * const request = buildPlaceOrderRequest(state, { serverToken: 'a1b2c3', items: cart.getState().items }, user?.id);
 */
export function buildPlaceOrderRequest(
  state: CheckoutState,
  cart: { readonly serverToken: string; readonly items: readonly CartLine[] },
  userId?: number | null,
): Omit<PlaceOrderRequest, 'order_id'> {
  const isVirtual = isVirtualCart(cart.items);
  const { shippingDetails, paymentDetails } = state;
  return {
    cart_id: cart.serverToken,
    ...(userId === undefined || userId === null ? {} : { user_id: userId }),
    products: cart.items.map(orderProduct),
    addressInformation: {
      ...orderAddresses(state, isVirtual),
      shipping_carrier_code: isVirtual ? NO_SHIPPING.carrier : shippingDetails.shippingCarrier,
      shipping_method_code: isVirtual ? NO_SHIPPING.method : shippingDetails.shippingMethod,
      payment_method_code: paymentDetails.paymentMethod,
      payment_method_additional: { ...paymentDetails.paymentMethodAdditional },
    },
  };
}
