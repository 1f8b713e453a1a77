import {
  userDeleteCall,
  userExportCall,
  userLoginAsCustomerCall,
  userLoyaltyCall,
  userReviewsCall,
  userWishlistAddCall,
  userWishlistCall,
  userWishlistRemoveCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';
import { requireCustomer } from '../http/requireCustomer';

/**
 * Mounts the customer account calls beyond SPEC §7's profile: my reviews, loyalty card, wishlist, data export
 * (GDPR art. 15, 20), account deletion (art. 17) and the redemption of a merchant's login-as-customer link.
 * @example
 * mountAccountRoutes(app, routes);
 */
export function mountAccountRoutes(app: Hono<ApiEnv>, { platform, settings }: RouteContext): void {
  const { customers } = platform;
  const clientAddress = (c: Parameters<typeof readClientAddress>[0]) => readClientAddress(c, settings.trustProxy);

  mountCall(app, userReviewsCall, async ({ token }) => {
    const customer = await requireCustomer(platform, token);
    return { result: await customers.reviews(customer) };
  });

  mountCall(app, userLoyaltyCall, async ({ token }) => {
    const customer = await requireCustomer(platform, token);
    return { result: await customers.loyaltyCard(customer) };
  });

  mountCall(app, userWishlistCall, async ({ c, token }) => {
    const customer = await requireCustomer(platform, token);
    c.header('Cache-Control', 'no-store');
    return { result: await customers.wishlist(customer) };
  });

  mountCall(app, userWishlistAddCall, async ({ body, token }) => {
    const customer = await requireCustomer(platform, token);
    await customers.addToWishlist(customer, body.skus);
    return { result: await customers.wishlist(customer) };
  });

  mountCall(app, userWishlistRemoveCall, async ({ body, token }) => {
    const customer = await requireCustomer(platform, token);
    await customers.removeFromWishlist(customer, body.sku);
    return { result: await customers.wishlist(customer) };
  });

  mountCall(app, userExportCall, async ({ c, token }) => {
    const customer = await requireCustomer(platform, token);
    c.header('Cache-Control', 'no-store');
    return { result: await customers.exportData(customer) };
  });

  mountCall(app, userDeleteCall, async ({ c, body, token }) => {
    const customer = await requireCustomer(platform, token);
    await customers.deleteAccount(customer, body, clientAddress(c));
    return { result: true };
  });

  mountCall(app, userLoginAsCustomerCall, async ({ c, body }) => {
    const { token, refreshToken } = await customers.redeemLoginAsCustomer(body.token, clientAddress(c));
    c.header('Cache-Control', 'no-store');
    return { result: token, meta: { refreshToken } };
  });
}
