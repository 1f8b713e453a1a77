import type { ShippingMethodsAddress } from '../contract/address/shippingMethodsAddress';
import { cartApplyCouponCall } from '../contract/cart/cartApplyCouponCall';
import { type CartCollectTotalsRequest, cartCollectTotalsCall } from '../contract/cart/cartCollectTotalsCall';
import { cartCreateCall } from '../contract/cart/cartCreateCall';
import { type CartDeleteRequest, cartDeleteCall } from '../contract/cart/cartDeleteCall';
import { cartDeleteCouponCall } from '../contract/cart/cartDeleteCouponCall';
import { cartPaymentMethodsCall } from '../contract/cart/cartPaymentMethodsCall';
import { cartPullCall } from '../contract/cart/cartPullCall';
import {
  type CartShippingInformationRequest,
  type CartShippingInformationResult,
  cartShippingInformationCall,
} from '../contract/cart/cartShippingInformationCall';
import { cartShippingMethodsCall } from '../contract/cart/cartShippingMethodsCall';
import { cartTotalsCall } from '../contract/cart/cartTotalsCall';
import { type CartItemInput, cartUpdateCall } from '../contract/cart/cartUpdateCall';
import type { PaymentMethod } from '../contract/cart/paymentMethod';
import type { ServerCartItem } from '../contract/cart/serverCartItem';
import type { ShippingMethod } from '../contract/cart/shippingMethod';
import type { Totals } from '../contract/cart/totals';
import { type ClientContext, callApi } from './callApi';

/** Per-call options of cart calls: another server cart than the current one. */
export interface CartCallOptions {
  cartId?: string;
}

/** The cart calls of SPEC §7; each carries `cartId` (from `getCartToken` or the options) and the token. */
export interface CartClient {
  /** Creates a server cart (guest, or the customer's with a token); resolves its id. */
  create(): Promise<string>;
  update(cartItem: CartItemInput, options?: CartCallOptions): Promise<ServerCartItem>;
  delete(cartItem: CartDeleteRequest['cartItem'], options?: CartCallOptions): Promise<boolean>;
  pull(options?: CartCallOptions): Promise<ServerCartItem[]>;
  totals(options?: CartCallOptions): Promise<Totals>;
  paymentMethods(options?: CartCallOptions): Promise<PaymentMethod[]>;
  /** Shipping methods for an address, possibly holding only `country_id`. */
  shippingMethods(address: ShippingMethodsAddress, options?: CartCallOptions): Promise<ShippingMethod[]>;
  shippingInformation(
    addressInformation: CartShippingInformationRequest['addressInformation'],
    options?: CartCallOptions,
  ): Promise<CartShippingInformationResult>;
  collectTotals(methods?: CartCollectTotalsRequest['methods'], options?: CartCallOptions): Promise<Totals>;
  applyCoupon(coupon: string, options?: CartCallOptions): Promise<boolean>;
  deleteCoupon(options?: CartCallOptions): Promise<boolean>;
}

/**
 * Creates the cart calls.
 *
 * @example
 * const line = await createCartClient(context).update({ sku: 'CIT-10M3', qty: 1 });
 */
export function createCartClient(context: ClientContext): CartClient {
  const cart = (options?: CartCallOptions) => (options?.cartId ? { cartId: options.cartId } : {});
  return {
    async create() {
      return (await callApi(context, cartCreateCall)).result;
    },
    async update(cartItem, options) {
      return (await callApi(context, cartUpdateCall, { query: cart(options), body: { cartItem } })).result;
    },
    async delete(cartItem, options) {
      return (await callApi(context, cartDeleteCall, { query: cart(options), body: { cartItem } })).result;
    },
    async pull(options) {
      return (await callApi(context, cartPullCall, { query: cart(options) })).result;
    },
    async totals(options) {
      return (await callApi(context, cartTotalsCall, { query: cart(options) })).result;
    },
    async paymentMethods(options) {
      return (await callApi(context, cartPaymentMethodsCall, { query: cart(options) })).result;
    },
    async shippingMethods(address, options) {
      return (await callApi(context, cartShippingMethodsCall, { query: cart(options), body: { address } })).result;
    },
    async shippingInformation(addressInformation, options) {
      return (
        await callApi(context, cartShippingInformationCall, { query: cart(options), body: { addressInformation } })
      ).result;
    },
    async collectTotals(methods, options) {
      const body = methods ? { methods } : {};
      return (await callApi(context, cartCollectTotalsCall, { query: cart(options), body })).result;
    },
    async applyCoupon(coupon, options) {
      return (await callApi(context, cartApplyCouponCall, { query: { ...cart(options), coupon } })).result;
    },
    async deleteCoupon(options) {
      return (await callApi(context, cartDeleteCouponCall, { query: cart(options) })).result;
    },
  };
}
