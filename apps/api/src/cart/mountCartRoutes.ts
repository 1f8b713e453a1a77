import {
  cartApplyCouponCall,
  cartCollectTotalsCall,
  cartCreateCall,
  cartDeleteCall,
  cartDeleteCouponCall,
  cartPaymentMethodsCall,
  cartPullCall,
  cartShippingInformationCall,
  cartShippingMethodsCall,
  cartTotalsCall,
  cartUpdateCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { CommerceContext } from '../commerce/CommerceContext';
import { isStorableId } from '../commerce/isStorableId';
import { authenticate } from '../customer/authenticate';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { paymentMethodsFor } from '../payment/paymentMethodsFor';
import { CommerceError } from '../platform/CommerceError';
import { chooseCartMethods } from './chooseCartMethods';
import { createCart } from './createCart';
import { findUsableCoupon } from './findUsableCoupon';
import { openCart } from './openCart';
import { priceCart } from './priceCart';
import { saveShippingInformation } from './saveShippingInformation';
import { shippingMethodsFor } from './shippingMethodsFor';
import { toServerItem } from './toServerItem';
import { toTotalsResult } from './toTotalsResult';
import { updateCartItem } from './updateCartItem';

/**
 * Mounts every cart call of SPEC §7 (`/api/cart/*`). Each takes `cartId` (and the user token for a
 * customer cart) and recomputes prices and totals from the catalogue.
 * @example
 * mountCartRoutes(app, context);
 */
export function mountCartRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  const open = async (token: string | undefined, cartId: string) => {
    const customer = await authenticate(context, token);
    return { customer, cart: await openCart(db, cartId, customer) };
  };
  const totalsOf = async (token: string | undefined, cartId: string) => {
    const { customer, cart } = await open(token, cartId);
    const priced = await priceCart(context, cart, customer);
    return toTotalsResult(
      priced.totals,
      priced.couponPercent === null ? null : cart.coupon_code,
      paymentMethodsFor(settings, priced.isVirtual),
    );
  };

  mountCall(app, cartCreateCall, async ({ query, token }) => {
    const customer = await authenticate(context, token);
    return { result: await createCart(context, customer?.id ?? null, customer ? query.cartId : undefined) };
  });

  mountCall(app, cartUpdateCall, async ({ query, body, token }) => {
    const customer = await authenticate(context, token);
    const { item, resolved } = await updateCartItem(context, query.cartId, customer, body.cartItem);
    return { result: toServerItem(item, resolved) };
  });

  mountCall(app, cartDeleteCall, async ({ query, body, token }) => {
    const { cart } = await open(token, query.cartId);
    const deleted = await db
      .deleteFrom('cart_items')
      .where('id', '=', isStorableId(body.cartItem.item_id) ? body.cartItem.item_id : 0)
      .where('cart_id', '=', cart.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      throw new CommerceError(404, `No item ${body.cartItem.item_id} in this cart.`, 'CART_ITEM_NOT_FOUND');
    }
    await db.updateTable('carts').set({ updated_at: settings.now() }).where('id', '=', cart.id).execute();
    return { result: true };
  });

  mountCall(app, cartPullCall, async ({ query, token }) => {
    const { customer, cart } = await open(token, query.cartId);
    const priced = await priceCart(context, cart, customer);
    const lines = [
      ...priced.lines.map(({ item, resolved }) => toServerItem(item, resolved)),
      ...priced.unavailable.map(({ item, reason }) => toServerItem(item, reason)),
    ].sort((a, b) => a.item_id - b.item_id);
    return { result: lines };
  });

  mountCall(app, cartTotalsCall, async ({ query, token }) => ({ result: await totalsOf(token, query.cartId) }));

  mountCall(app, cartPaymentMethodsCall, async ({ query, token }) => {
    const { customer, cart } = await open(token, query.cartId);
    const priced = await priceCart(context, cart, customer);
    return { result: paymentMethodsFor(settings, priced.isVirtual) };
  });

  mountCall(app, cartShippingMethodsCall, async ({ query, body, token }) => {
    const { customer, cart } = await open(token, query.cartId);
    const country = body.address.country_id;
    const priced = await priceCart(context, cart, customer, { country });
    if (priced.lines.length === 0) return { result: [] };
    const { subtotalInclTax, discount } = priced.totals;
    return { result: shippingMethodsFor(settings, country, subtotalInclTax - discount, priced.isVirtual) };
  });

  mountCall(app, cartShippingInformationCall, async ({ query, body, token }) => {
    const { customer, cart } = await open(token, query.cartId);
    await saveShippingInformation(context, cart, customer, body.addressInformation);
    const totals = await totalsOf(token, query.cartId);
    return { result: { payment_methods: totals.payment_methods ?? [], totals } };
  });

  mountCall(app, cartCollectTotalsCall, async ({ query, body, token }) => {
    const { customer, cart } = await open(token, query.cartId);
    if (body.methods) await chooseCartMethods(context, cart, customer, body.methods);
    return { result: await totalsOf(token, query.cartId) };
  });

  mountCall(app, cartApplyCouponCall, async ({ query, token }) => {
    const { cart } = await open(token, query.cartId);
    const coupon = await findUsableCoupon(db, query.coupon, settings.now());
    if (!coupon) throw new CommerceError(400, 'Incorrect coupon code', 'COUPON_INVALID');
    await db
      .updateTable('carts')
      .set({ coupon_code: coupon.code, updated_at: settings.now() })
      .where('id', '=', cart.id)
      .execute();
    return { result: true };
  });

  mountCall(app, cartDeleteCouponCall, async ({ query, token }) => {
    const { cart } = await open(token, query.cartId);
    await db
      .updateTable('carts')
      .set({ coupon_code: null, updated_at: settings.now() })
      .where('id', '=', cart.id)
      .execute();
    return { result: true };
  });
}
