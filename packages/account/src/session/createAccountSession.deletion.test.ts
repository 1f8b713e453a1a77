import { ApiError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { lea, offline } from '../testing/createFakeUserServer';
import { loggedInSession, setupSession } from '../testing/setupSession';
import { accountMessages } from './accountMessages';

describe('deleting the account (GDPR art. 17)', () => {
  it('with the right password the account goes and the session ends with a silent logout, reason deleted', async () => {
    const { session, server, events, storage } = await loggedInSession();
    expect(await session.deleteAccount({ password: lea.password })).toEqual({ ok: true });
    expect(server.accounts.has(lea.email)).toBe(false);
    expect(session.getState()).toMatchObject({ status: 'anonymous', token: null, profile: null, orders: null });
    expect(storage.entries.size).toBe(0);
    expect(events).toEqual([{ type: 'logout', silent: true, reason: 'deleted' }]);
    // The API revoked the sessions: no logout call is needed.
    expect(server.calls()).toEqual(['deleteAccount']);
    expect(server.tokens.size).toBe(0);
  });

  it('a wrong password keeps everything and says so', async () => {
    const { session, server, events } = await loggedInSession();
    expect(await session.deleteAccount({ password: 'pas-le-bon' })).toEqual({
      ok: false,
      reason: 'wrong-password',
      message: 'The password is incorrect.',
    });
    expect(server.accounts.has(lea.email)).toBe(true);
    expect(session.getState().status).toBe('authorized');
    expect(events).toEqual([]);
  });

  it('an empty password is a wrong one and is not sent', async () => {
    const { session, server } = await loggedInSession();
    expect(await session.deleteAccount({ password: '' })).toMatchObject({ reason: 'wrong-password' });
    expect(server.accounts.has(lea.email)).toBe(true);
  });

  it('too many tries answer locked, with the wait the API gave', async () => {
    const { session, server } = await loggedInSession();
    server.failNext(
      'deleteAccount',
      new ApiError({
        status: 429,
        message: 'Too many attempts.',
        result: { message: 'Too many attempts.', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 600 },
      }),
    );
    expect(await session.deleteAccount({ password: lea.password })).toEqual({
      ok: false,
      reason: 'locked',
      message: accountMessages.signInIncorrect,
      retryAfterSeconds: 600,
    });
  });

  it('offline or a server error deletes nothing', async () => {
    const { session, server } = await loggedInSession();
    server.failNext('deleteAccount', offline());
    expect(await session.deleteAccount({ password: lea.password })).toMatchObject({ ok: false, reason: 'offline' });
    server.failNext('deleteAccount', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await session.deleteAccount({ password: lea.password })).toMatchObject({ ok: false, reason: 'failed' });
    expect(session.getState().status).toBe('authorized');
  });

  it('without a session nothing is sent', async () => {
    const { session, server } = setupSession();
    await session.restore();
    expect(await session.deleteAccount({ password: lea.password })).toMatchObject({ ok: false, reason: 'failed' });
    expect(server.calls()).toEqual([]);
  });
});
