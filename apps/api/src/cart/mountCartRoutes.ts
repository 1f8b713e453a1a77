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
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';

/**
 * Mounts every cart call of SPEC §7 (`/api/cart/*`) on the platform's carts. Each takes `cartId` (and the user
 * token for a customer cart); the platform recomputes prices and totals from the catalogue.
 * @example
 * mountCartRoutes(app, routes);
 */
export function mountCartRoutes(app: Hono<ApiEnv>, { platform }: RouteContext): void {
  const { carts, customers } = platform;

  mountCall(app, cartCreateCall, async ({ query, token }) => {
    const shopper = await customers.authenticate(token);
    return { result: await carts.create(shopper, query.cartId) };
  });

  mountCall(app, cartUpdateCall, async ({ query, body, token }) => ({
    result: await carts.updateItem(query.cartId, await customers.authenticate(token), body.cartItem),
  }));

  mountCall(app, cartDeleteCall, async ({ query, body, token }) => {
    await carts.deleteItem(query.cartId, await customers.authenticate(token), body.cartItem.item_id);
    return { result: true };
  });

  mountCall(app, cartPullCall, async ({ query, token }) => ({
    result: await carts.pull(query.cartId, await customers.authenticate(token)),
  }));

  mountCall(app, cartTotalsCall, async ({ query, token }) => ({
    result: await carts.totals(query.cartId, await customers.authenticate(token)),
  }));

  mountCall(app, cartPaymentMethodsCall, async ({ query, token }) => ({
    result: await carts.paymentMethods(query.cartId, await customers.authenticate(token)),
  }));

  mountCall(app, cartShippingMethodsCall, async ({ query, body, token }) => ({
    result: await carts.shippingMethods(query.cartId, await customers.authenticate(token), body.address.country_id),
  }));

  mountCall(app, cartShippingInformationCall, async ({ query, body, token }) => {
    const shopper = await customers.authenticate(token);
    const totals = await carts.saveShippingInformation(query.cartId, shopper, body.addressInformation);
    return { result: { payment_methods: totals.payment_methods ?? [], totals } };
  });

  mountCall(app, cartCollectTotalsCall, async ({ query, body, token }) => ({
    result: await carts.collectTotals(query.cartId, await customers.authenticate(token), body.methods),
  }));

  mountCall(app, cartApplyCouponCall, async ({ query, token }) => {
    await carts.applyCoupon(query.cartId, await customers.authenticate(token), query.coupon);
    return { result: true };
  });

  mountCall(app, cartDeleteCouponCall, async ({ query, token }) => {
    await carts.deleteCoupon(query.cartId, await customers.authenticate(token));
    return { result: true };
  });
}
