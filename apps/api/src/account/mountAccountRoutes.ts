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
import { authenticatedBy } from '../http/authenticatedBy';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';

/**
 * Mounts the customer account calls beyond SPEC §7's profile: my reviews, loyalty card, wishlist, data export
 * (GDPR art. 15, 20), account deletion (art. 17) and the redemption of a merchant's login-as-customer link.
 * @example
 * mountAccountRoutes(app, routes);
 */
export function mountAccountRoutes(app: Hono<ApiEnv>, { platform, settings }: RouteContext): void {
  const { customers } = platform;
  const signedIn = authenticatedBy(platform);
  const clientAddress = (c: Parameters<typeof readClientAddress>[0]) => readClientAddress(c, settings.trustProxy);

  mountCall(
    app,
    userReviewsCall,
    async ({ customer }) => {
      return { result: await customers.reviews(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userLoyaltyCall,
    async ({ customer }) => {
      return { result: await customers.loyaltyCard(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userWishlistCall,
    async ({ c, customer }) => {
      c.header('Cache-Control', 'no-store');
      return { result: await customers.wishlist(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userWishlistAddCall,
    async ({ body, customer }) => {
      await customers.addToWishlist(customer, body.skus);
      return { result: await customers.wishlist(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userWishlistRemoveCall,
    async ({ body, customer }) => {
      await customers.removeFromWishlist(customer, body.sku);
      return { result: await customers.wishlist(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userExportCall,
    async ({ c, customer }) => {
      c.header('Cache-Control', 'no-store');
      return { result: await customers.exportData(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userDeleteCall,
    async ({ c, body, customer }) => {
      await customers.deleteAccount(customer, body, clientAddress(c));
      return { result: true };
    },
    signedIn,
  );

  mountCall(app, userLoginAsCustomerCall, async ({ c, body }) => {
    const { token, refreshToken } = await customers.redeemLoginAsCustomer(body.token, clientAddress(c));
    c.header('Cache-Control', 'no-store');
    return { result: token, meta: { refreshToken } };
  });
}
