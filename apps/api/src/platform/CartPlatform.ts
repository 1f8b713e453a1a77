import type {
  CartCollectTotalsRequest,
  CartShippingInformationRequest,
  CartUpdateRequest,
  PaymentMethod,
  ServerCartItem,
  ShippingMethod,
  Totals,
} from '@citerne/core-api/contract';
import type { Shopper } from './Shopper';

/**
 * Carts and their totals (SPEC §4 "Cart", §7 `/api/cart/*`): the platform keeps the lines and prices them again
 * from the catalogue on every read (a price sent by a client is never read). Every call but `create` opens the
 * cart first and refuses with a `CommerceError`: 404 `CART_NOT_FOUND` / `CART_CLOSED`, 401 `CART_NEEDS_LOGIN` for a
 * customer cart without its owner's token, 403 `CART_FORBIDDEN` with another customer's.
 *
 * @example
 * const cartId = await platform.carts.create(null);
 * await platform.carts.updateItem(cartId, null, { sku: 'CS-EP-5', qty: 1 });
 * const totals = await platform.carts.totals(cartId, null); // grand_total in euros, French segments
 */
export interface CartPlatform {
  /** A new guest cart (unguessable id), or the customer's active cart, `guestCartId`'s lines merged into it. */
  create(shopper: Shopper, guestCartId?: string): Promise<string>;
  /**
   * Adds a line, or with `item_id` changes one; the same sku and options raise the existing line's quantity.
   * Refusals: unknown sku 404, unknown configuration 400, above `max_sale_qty` 400 `QTY_TOO_HIGH`, more than
   * 200 lines 400 `CART_FULL`.
   */
  updateItem(cartId: string, shopper: Shopper, item: CartUpdateRequest['cartItem']): Promise<ServerCartItem>;
  /** Removes one line; 404 `CART_ITEM_NOT_FOUND` when the cart has no such line. */
  deleteItem(cartId: string, shopper: Shopper, itemId: number): Promise<void>;
  /** The lines, priced now, by item id; a line that can no longer be sold carries `errors.product`. */
  pull(cartId: string, shopper: Shopper): Promise<ServerCartItem[]>;
  /** The totals with the French segments of SPEC §9 and the payment methods. */
  totals(cartId: string, shopper: Shopper): Promise<Totals>;
  /** The payment methods the cart may use (no cash on delivery for a virtual cart). */
  paymentMethods(cartId: string, shopper: Shopper): Promise<PaymentMethod[]>;
  /** The shipping methods to `country`, priced for this cart; none for an empty cart. */
  shippingMethods(cartId: string, shopper: Shopper, country: string): Promise<ShippingMethod[]>;
  /** Stores the addresses and the chosen shipping method (checked), then answers the totals. */
  saveShippingInformation(
    cartId: string,
    shopper: Shopper,
    information: CartShippingInformationRequest['addressInformation'],
  ): Promise<Totals>;
  /** Chooses the shipping and payment methods when given, then answers the totals. */
  collectTotals(
    cartId: string,
    shopper: Shopper,
    methods: CartCollectTotalsRequest['methods'] | undefined,
  ): Promise<Totals>;
  /** Applies a usable coupon; 400 `COUPON_INVALID` for an unknown, expired or used-up one. */
  applyCoupon(cartId: string, shopper: Shopper, code: string): Promise<void>;
  /** Removes the coupon (nothing happens when there is none). */
  deleteCoupon(cartId: string, shopper: Shopper): Promise<void>;
}
