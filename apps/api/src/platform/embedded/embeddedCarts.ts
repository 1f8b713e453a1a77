import type { Totals } from '@citerne/core-api/contract';
import { chooseCartMethods } from '../../cart/chooseCartMethods';
import { createCart } from '../../cart/createCart';
import { findUsableCoupon } from '../../cart/findUsableCoupon';
import { openCart } from '../../cart/openCart';
import { type PricedCart, priceCart } from '../../cart/priceCart';
import { saveShippingInformation } from '../../cart/saveShippingInformation';
import { shippingMethodsFor } from '../../cart/shippingMethodsFor';
import { toServerItem } from '../../cart/toServerItem';
import { toTotalsResult } from '../../cart/toTotalsResult';
import { updateCartItem } from '../../cart/updateCartItem';
import type { CommerceContext } from '../../commerce/CommerceContext';
import { isStorableId } from '../../commerce/isStorableId';
import { paymentMethodsFor } from '../../payment/paymentMethodsFor';
import type { CartPlatform } from '../CartPlatform';
import { CommerceError } from '../CommerceError';
import type { Shopper } from '../Shopper';

/**
 * The carts of the embedded platform: lines in `cart_items`, priced again from the catalogue tables on every read
 * (`priceCart`), the shipping flat rate and payment methods of the commerce settings.
 * @example
 * const carts = embeddedCarts(context);
 */
export function embeddedCarts(context: CommerceContext): CartPlatform {
  const { db, settings } = context;
  const open = (cartId: string, shopper: Shopper) => openCart(db, cartId, shopper);
  const touch = (cartId: string, changes: { coupon_code?: string | null } = {}) =>
    db
      .updateTable('carts')
      .set({ ...changes, updated_at: settings.now() })
      .where('id', '=', cartId)
      .execute();
  const totalsOf = (priced: PricedCart): Totals =>
    toTotalsResult(
      priced.totals,
      priced.couponPercent === null ? null : priced.cart.coupon_code,
      paymentMethodsFor(settings, priced.isVirtual),
    );
  const totals = async (cartId: string, shopper: Shopper): Promise<Totals> => {
    const cart = await open(cartId, shopper);
    return totalsOf(await priceCart(context, cart, shopper));
  };

  return {
    create: (shopper, guestCartId) =>
      createCart(context, shopper?.id ?? null, shopper === null ? undefined : guestCartId),

    async updateItem(cartId, shopper, input) {
      const { item, resolved } = await updateCartItem(context, cartId, shopper, input);
      return toServerItem(item, resolved);
    },

    async deleteItem(cartId, shopper, itemId) {
      const cart = await open(cartId, shopper);
      const deleted = await db
        .deleteFrom('cart_items')
        .where('id', '=', isStorableId(itemId) ? itemId : 0)
        .where('cart_id', '=', cart.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) {
        throw new CommerceError(404, `No item ${itemId} in this cart.`, 'CART_ITEM_NOT_FOUND');
      }
      await touch(cart.id);
    },

    async pull(cartId, shopper) {
      const cart = await open(cartId, shopper);
      const priced = await priceCart(context, cart, shopper);
      return [
        ...priced.lines.map(({ item, resolved }) => toServerItem(item, resolved)),
        ...priced.unavailable.map(({ item, reason }) => toServerItem(item, reason)),
      ].sort((a, b) => a.item_id - b.item_id);
    },

    totals,

    async paymentMethods(cartId, shopper) {
      const cart = await open(cartId, shopper);
      const priced = await priceCart(context, cart, shopper);
      return paymentMethodsFor(settings, priced.isVirtual);
    },

    async shippingMethods(cartId, shopper, country) {
      const cart = await open(cartId, shopper);
      const priced = await priceCart(context, cart, shopper, { country });
      if (priced.lines.length === 0) return [];
      const { subtotalInclTax, discount } = priced.totals;
      return shippingMethodsFor(settings, country, subtotalInclTax - discount, priced.isVirtual);
    },

    async saveShippingInformation(cartId, shopper, information) {
      const cart = await open(cartId, shopper);
      return totalsOf(await saveShippingInformation(context, cart, shopper, information));
    },

    async collectTotals(cartId, shopper, methods) {
      const cart = await open(cartId, shopper);
      if (methods) await chooseCartMethods(context, cart, shopper, methods);
      return totals(cartId, shopper);
    },

    async applyCoupon(cartId, shopper, code) {
      const cart = await open(cartId, shopper);
      const coupon = await findUsableCoupon(db, code, settings.now());
      if (!coupon) throw new CommerceError(400, 'Incorrect coupon code', 'COUPON_INVALID');
      await touch(cart.id, { coupon_code: coupon.code });
    },

    async deleteCoupon(cartId, shopper) {
      const cart = await open(cartId, shopper);
      await touch(cart.id, { coupon_code: null });
    },
  };
}
