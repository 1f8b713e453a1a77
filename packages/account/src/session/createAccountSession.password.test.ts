import { ApiError } from '@citerne/core-api';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_WRONG, createFakeUserServer, lea, offline } from '../testing/createFakeUserServer';
import { loggedInSession, setupSession } from '../testing/setupSession';
import { accountMessages } from './accountMessages';
import { createAccountSession } from './createAccountSession';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';

const change = { currentPassword: lea.password, newPassword: 'nouvelle-cuve-2026' };

describe('changing the password (SPEC §8 "Account")', () => {
  it('success says so with the SPEC text, then logs in again with the new password', async () => {
    const { session, server, events, storage } = await loggedInSession();
    expect(await session.changePassword(change)).toEqual({ ok: true, message: accountMessages.passwordChanged });
    expect(accountMessages.passwordChanged).toBe('Password has successfully been changed');
    expect(server.accounts.get(lea.email)?.password).toBe(change.newPassword);
    expect(server.received).toEqual([
      { method: 'changePassword', token: 'token-1' },
      { method: 'login', token: null },
    ]);
    expect(session.getState()).toMatchObject({ status: 'authorized', token: 'token-2', refreshToken: 'refresh-2' });
    expect(storage.getItem(SESSION_STORAGE_KEYS.token)).toBe('"token-2"');
    // The session the password was changed in has ended on the server; the new one works.
    expect([...server.tokens.keys()]).toEqual(['token-2']);
    expect(events).toEqual([]);
  });

  it('other sessions of the customer end with the change', async () => {
    const { session, server } = await loggedInSession();
    const elsewhere = server.issue(lea.email);
    await session.changePassword(change);
    expect(server.tokens.has(elsewhere.token)).toBe(false);
  });

  it('a new password the API finds too easy to guess is refused with its own text, and the session stays (issue 19)', async () => {
    const { session, server } = await loggedInSession();
    server.failNext(
      'changePassword',
      new ApiError({ status: 400, code: 'PASSWORD_TOO_WEAK', message: 'This password is too easy to guess.' }),
    );
    expect(await session.changePassword({ ...change, newPassword: 'password' })).toEqual({
      ok: false,
      reason: 'rejected',
      message: accountMessages.passwordTooWeak,
    });
    expect(session.getState()).toMatchObject({ status: 'authorized', token: 'token-1' });
  });

  it('offline, the change is refused at once with the SPEC text and nothing is sent', async () => {
    const { session, server, network } = await loggedInSession();
    network.online = false;
    expect(await session.changePassword(change)).toEqual({
      ok: false,
      reason: 'offline',
      message: 'Reset password feature does not work while offline!',
    });
    expect(server.calls()).toEqual([]);
  });

  it('a request the network loses answers the same offline text', async () => {
    const { session, server } = await loggedInSession();
    server.failNext('changePassword', offline());
    expect(await session.changePassword(change)).toMatchObject({
      reason: 'offline',
      message: accountMessages.passwordChangeOffline,
    });
  });

  it('a refusal shows the server’s errorMessage and keeps the session', async () => {
    const { session } = await loggedInSession();
    expect(await session.changePassword({ ...change, currentPassword: 'pas-le-bon' })).toEqual({
      ok: false,
      reason: 'rejected',
      message: CURRENT_PASSWORD_WRONG,
    });
    expect(session.getState()).toMatchObject({ status: 'authorized', token: 'token-1' });
  });

  it('too many attempts show the server’s text', async () => {
    const { session, server } = await loggedInSession();
    const message = 'Too many attempts. Please try again later.';
    server.failNext('changePassword', new ApiError({ status: 429, message, result: { errorMessage: message } }));
    expect(await session.changePassword(change)).toEqual({ ok: false, reason: 'rejected', message });
  });

  it('a new password the contract refuses is named, and nothing is changed', async () => {
    const { session, server } = await loggedInSession();
    expect(await session.changePassword({ ...change, newPassword: 'court' })).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Password must be at least 8 characters.',
    });
    expect(server.accounts.get(lea.email)?.password).toBe(lea.password);
  });

  it('an errorMessage answered with success is a refusal too', async () => {
    const server = createFakeUserServer();
    const user = server.userClient(() => session.getToken());
    const session = createAccountSession({
      client: { user: { ...user, changePassword: async () => ({ errorMessage: 'Le mot de passe est refusé.' }) } },
      isOnline: () => true,
    });
    await session.login({ email: lea.email, password: lea.password });
    expect(await session.changePassword(change)).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Le mot de passe est refusé.',
    });
    expect(server.calls()).not.toContain('logout');
  });

  it('if the login with the new password fails, the shopper is logged out and told (the server ended the session)', async () => {
    const { session, server, events } = await loggedInSession();
    server.failNext('login', offline());
    expect(await session.changePassword(change)).toMatchObject({ ok: true });
    expect(server.tokens.has('token-1')).toBe(false);
    expect(session.getState()).toMatchObject({ status: 'anonymous' });
    expect(events).toEqual([{ type: 'logout', silent: false }]);
  });

  it('without a session nothing is sent', async () => {
    const { session, server } = setupSession();
    await session.restore();
    expect(await session.changePassword(change)).toMatchObject({ ok: false, reason: 'failed' });
    expect(server.calls()).toEqual([]);
  });

  it('a logout during the change is not undone by the re-login', async () => {
    const { session, server } = await loggedInSession();
    const release = server.hold('login');
    const changing = session.changePassword(change);
    await vi.waitFor(() => expect(server.calls()).toContain('login'));
    await session.logout();
    release();
    await changing;
    expect(session.getState().status).toBe('anonymous');
    expect(session.getToken()).toBeNull();
  });
});
