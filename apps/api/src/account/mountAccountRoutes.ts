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
import type { CommerceContext } from '../commerce/CommerceContext';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import { requireCustomer } from '../customer/requireCustomer';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { readClientAddress } from '../http/readClientAddress';
import { addToWishlist } from './addToWishlist';
import { deleteCustomerAccount } from './deleteCustomerAccount';
import { exportCustomerData } from './exportCustomerData';
import { listCustomerReviews } from './listCustomerReviews';
import { listWishlist } from './listWishlist';
import { loadLoyaltyCard } from './loadLoyaltyCard';
import { redeemLoginAsCustomer } from './redeemLoginAsCustomer';

/**
 * Mounts the customer account calls beyond SPEC §7's profile: my reviews, loyalty card, wishlist, data export
 * (GDPR art. 15, 20), account deletion (art. 17) and the redemption of a merchant's login-as-customer link.
 * @example
 * mountAccountRoutes(app, context);
 */
export function mountAccountRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  const clientAddress = (c: Parameters<typeof readClientAddress>[0]) => readClientAddress(c, settings.trustProxy);
  // Refused login-as-customer tokens, per client address, with the login limits.
  const redemptionLimiter = new AttemptLimiter(settings.attemptLimits.login);

  mountCall(app, userReviewsCall, async ({ token }) => {
    const customer = await requireCustomer(context, token);
    return { result: await listCustomerReviews(db, customer.id) };
  });

  mountCall(app, userLoyaltyCall, async ({ token }) => {
    const customer = await requireCustomer(context, token);
    return { result: await loadLoyaltyCard(db, customer.id) };
  });

  mountCall(app, userWishlistCall, async ({ c, token }) => {
    const customer = await requireCustomer(context, token);
    c.header('Cache-Control', 'no-store');
    return { result: await listWishlist(db, customer.id) };
  });

  mountCall(app, userWishlistAddCall, async ({ body, token }) => {
    const customer = await requireCustomer(context, token);
    await addToWishlist(db, customer.id, body.skus, settings.now());
    return { result: await listWishlist(db, customer.id) };
  });

  mountCall(app, userWishlistRemoveCall, async ({ body, token }) => {
    const customer = await requireCustomer(context, token);
    await db.deleteFrom('wishlist_items').where('customer_id', '=', customer.id).where('sku', '=', body.sku).execute();
    return { result: await listWishlist(db, customer.id) };
  });

  mountCall(app, userExportCall, async ({ c, token }) => {
    const customer = await requireCustomer(context, token);
    c.header('Cache-Control', 'no-store');
    return { result: await exportCustomerData(db, customer.id, settings.now()) };
  });

  mountCall(app, userDeleteCall, async ({ c, body, token }) => {
    const customer = await requireCustomer(context, token);
    await deleteCustomerAccount(context, customer, body, clientAddress(c));
    return { result: true };
  });

  mountCall(app, userLoginAsCustomerCall, async ({ c, body }) => {
    const { token, refreshToken } = await redeemLoginAsCustomer(
      context,
      redemptionLimiter,
      body.token,
      clientAddress(c),
    );
    c.header('Cache-Control', 'no-store');
    return { result: token, meta: { refreshToken } };
  });
}
