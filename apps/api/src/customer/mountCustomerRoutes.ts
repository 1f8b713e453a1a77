import {
  orderHistoryCall,
  userChangePasswordCall,
  userCreateCall,
  userCreatePasswordCall,
  userLoginCall,
  userLogoutCall,
  userMeCall,
  userRefreshCall,
  userResetLinkCall,
  userResetPasswordCall,
  userUpdateMeCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { mountAccountRoutes } from '../account/mountAccountRoutes';
import type { ApiEnv } from '../http/apiEnv';
import { authenticatedBy } from '../http/authenticatedBy';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';

/**
 * Mounts the user calls of SPEC §7 (`/api/user/*`: create, login, refresh, logout, me, order-history,
 * reset-password, create-password, change-password), and the account calls of `mountAccountRoutes`
 * (reviews, loyalty, export, delete, login-as-customer).
 * @example
 * mountCustomerRoutes(app, routes);
 */
export function mountCustomerRoutes(app: Hono<ApiEnv>, routes: RouteContext): void {
  const { platform, settings } = routes;
  const { customers } = platform;
  const signedIn = authenticatedBy(platform);
  const clientAddress = (c: Parameters<typeof readClientAddress>[0]) => readClientAddress(c, settings.trustProxy);

  mountCall(app, userCreateCall, async ({ c, body }) => ({ result: await customers.register(body, clientAddress(c)) }));

  mountCall(app, userLoginCall, async ({ c, body, query }) => {
    const { token, refreshToken, cartId } = await customers.logIn(body, clientAddress(c), query.cartId);
    return { result: token, meta: cartId === undefined ? { refreshToken } : { refreshToken, cartId } };
  });

  mountCall(app, userRefreshCall, async ({ body }) => {
    const { token, refreshToken } = await customers.refresh(body.refreshToken);
    return { result: token, meta: { refreshToken } };
  });

  mountCall(
    app,
    userLogoutCall,
    async ({ customer }) => {
      await customers.logOut(customer);
      return { result: true };
    },
    signedIn,
  );

  mountCall(
    app,
    userMeCall,
    async ({ customer }) => {
      return { result: await customers.profile(customer) };
    },
    signedIn,
  );

  mountCall(
    app,
    userUpdateMeCall,
    async ({ body, customer }) => {
      return { result: await customers.updateProfile(customer, body) };
    },
    signedIn,
  );

  mountCall(
    app,
    orderHistoryCall,
    async ({ query, customer }) => {
      return { result: await customers.orderHistory(customer, query.pageSize, query.currentPage) };
    },
    signedIn,
  );

  mountCall(app, userResetPasswordCall, async ({ c, body }) => {
    await customers.requestPasswordReset(body.email, clientAddress(c));
    return { result: true };
  });

  // The link of the reset mail: checks the token without spending it and sends the shopper to the storefront,
  // which opens the reset modal on `is_reset=success` or shows "Your password reset link has expired." on
  // `is_reset=error` (SPEC §2, §8).
  app.get(userResetLinkCall.path, async (c) => {
    const query = v.safeParse(userResetLinkCall.query, c.req.query());
    const live = query.success && (await customers.isResetLinkLive(query.output.email, query.output.resetToken));
    const target = new URL('/', settings.storefrontUrl);
    target.searchParams.set('is_reset', live ? 'success' : 'error');
    if (live) {
      target.searchParams.set('email', query.output.email);
      target.searchParams.set('resetToken', query.output.resetToken);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(target.toString(), 302);
  });

  mountCall(app, userCreatePasswordCall, async ({ body }) => {
    await customers.resetPassword(body);
    return { result: true };
  });

  mountCall(
    app,
    userChangePasswordCall,
    async ({ c, body, customer }) => {
      await customers.changePassword(customer, body, clientAddress(c));
      return { result: true };
    },
    signedIn,
  );

  mountAccountRoutes(app, routes);
}
