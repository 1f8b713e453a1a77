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
import type { CommerceContext } from '../commerce/CommerceContext';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { readClientAddress } from '../http/readClientAddress';
import { listCustomerOrders } from '../order/listCustomerOrders';
import { changePassword } from './changePassword';
import { findLiveResetToken } from './findLiveResetToken';
import { loadProfile } from './loadProfile';
import { logIn } from './logIn';
import { registerCustomer } from './registerCustomer';
import { requestPasswordReset } from './requestPasswordReset';
import { requireCustomer } from './requireCustomer';
import { resetPassword } from './resetPassword';
import { revokeSessions } from './revokeSessions';
import { rotateRefreshToken } from './rotateRefreshToken';
import { updateProfile } from './updateProfile';

/**
 * Mounts the user calls of SPEC §7 (`/api/user/*`: create, login, refresh, logout, me, order-history,
 * reset-password, create-password, change-password), and the account calls of `mountAccountRoutes`
 * (reviews, loyalty, export, delete, login-as-customer).
 * @example
 * mountCustomerRoutes(app, context);
 */
export function mountCustomerRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  const clientAddress = (c: Parameters<typeof readClientAddress>[0]) => readClientAddress(c, settings.trustProxy);

  mountCall(app, userCreateCall, async ({ body }) => ({ result: await registerCustomer(context, body) }));

  mountCall(app, userLoginCall, async ({ c, body, query }) => {
    const { token, refreshToken, cartId } = await logIn(context, body, clientAddress(c), query.cartId);
    return { result: token, meta: cartId === undefined ? { refreshToken } : { refreshToken, cartId } };
  });

  mountCall(app, userRefreshCall, async ({ body }) => {
    const { token, refreshToken } = await rotateRefreshToken(context, body.refreshToken);
    return { result: token, meta: { refreshToken } };
  });

  mountCall(app, userLogoutCall, async ({ token }) => {
    const customer = await requireCustomer(context, token);
    await revokeSessions(db, settings.now(), { sessionId: customer.sessionId });
    return { result: true };
  });

  mountCall(app, userMeCall, async ({ token }) => {
    const customer = await requireCustomer(context, token);
    return { result: await loadProfile(db, customer.id) };
  });

  mountCall(app, userUpdateMeCall, async ({ body, token }) => {
    const customer = await requireCustomer(context, token);
    return { result: await updateProfile(context, customer, body) };
  });

  mountCall(app, orderHistoryCall, async ({ query, token }) => {
    const customer = await requireCustomer(context, token);
    return { result: await listCustomerOrders(db, customer.id, query.pageSize, query.currentPage) };
  });

  mountCall(app, userResetPasswordCall, async ({ c, body }) => {
    await requestPasswordReset(context, body.email, clientAddress(c));
    return { result: true };
  });

  // The link of the reset mail: checks the token without spending it and sends the shopper to the storefront,
  // which opens the reset modal on `is_reset=success` or shows "Your password reset link has expired." on
  // `is_reset=error` (SPEC §2, §8).
  app.get(userResetLinkCall.path, async (c) => {
    const query = v.safeParse(userResetLinkCall.query, c.req.query());
    const live = query.success
      ? await findLiveResetToken(db, query.output.email, query.output.resetToken, settings.now())
      : null;
    const target = new URL('/', settings.storefrontUrl);
    target.searchParams.set('is_reset', live && query.success ? 'success' : 'error');
    if (live && query.success) {
      target.searchParams.set('email', query.output.email);
      target.searchParams.set('resetToken', query.output.resetToken);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(target.toString(), 302);
  });

  mountCall(app, userCreatePasswordCall, async ({ body }) => {
    await resetPassword(context, body);
    return { result: true };
  });

  mountCall(app, userChangePasswordCall, async ({ c, body, token }) => {
    const customer = await requireCustomer(context, token);
    await changePassword(context, customer, body, clientAddress(c));
    return { result: true };
  });

  mountAccountRoutes(app, context);
}
