import { ApiError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { lea, offline, pastOrder } from '../testing/createFakeUserServer';
import { loggedInSession, setupSession } from '../testing/setupSession';
import { accountMessages } from './accountMessages';

describe('login as customer', () => {
  it('a valid link logs in as the customer like a login: profile, login event, order history', async () => {
    const { session, server, events } = setupSession();
    await session.restore();
    server.loginLinks.set('v1.link', lea.email);
    server.orders.set(lea.email, [pastOrder(1)]);
    expect(await session.loginAsCustomer('v1.link')).toEqual({ ok: true });
    expect(server.calls()).toEqual(['loginAsCustomer', 'me', 'orderHistory']);
    expect(session.getState()).toMatchObject({
      status: 'authorized',
      token: 'token-1',
      refreshToken: 'refresh-1',
      profile: lea.profile,
      orders: { totalCount: 1 },
    });
    expect(events).toEqual([{ type: 'not-authorized' }, { type: 'login' }]);
  });

  it('a used, forged or expired link is refused with one text, and nobody is logged in', async () => {
    const { session, server } = setupSession();
    server.loginLinks.set('v1.link', lea.email);
    await session.loginAsCustomer('v1.link');
    await session.logout({ silent: true });
    const refused = {
      ok: false,
      reason: 'refused',
      message: 'This login link is invalid, expired or already used.',
    };
    expect(await session.loginAsCustomer('v1.link')).toEqual(refused);
    expect(await session.loginAsCustomer('forged')).toEqual(refused);
    expect(await session.loginAsCustomer('')).toEqual(refused);
    expect(session.getState().status).toBe('anonymous');
    expect(accountMessages.loginLinkRefused).toBe(refused.message);
  });

  it('over a session it replaces it, without a logout event', async () => {
    const { session, server, events } = await loggedInSession();
    server.accounts.set('hugo@example.fr', {
      password: 'cuve-souple-1',
      profile: { ...lea.profile, id: 8, email: 'hugo@example.fr' },
    });
    server.loginLinks.set('v1.hugo', 'hugo@example.fr');
    expect(await session.loginAsCustomer('v1.hugo')).toEqual({ ok: true });
    expect(session.getState().profile?.email).toBe('hugo@example.fr');
    expect(events).toEqual([{ type: 'login' }]);
  });

  it('offline, a server error, or a profile that cannot be loaded: not logged in', async () => {
    const { session, server } = setupSession();
    server.failNext('loginAsCustomer', offline());
    expect(await session.loginAsCustomer('v1.link')).toMatchObject({ ok: false, reason: 'offline' });
    server.failNext('loginAsCustomer', new ApiError({ status: 502, message: 'Bad gateway' }));
    expect(await session.loginAsCustomer('v1.link')).toMatchObject({ ok: false, reason: 'failed' });
    server.loginLinks.set('v1.link', lea.email);
    server.failNext('me', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await session.loginAsCustomer('v1.link')).toMatchObject({ ok: false, reason: 'failed' });
    expect(session.getState().status).toBe('anonymous');
    expect(server.tokens.size).toBe(0);
  });
});
