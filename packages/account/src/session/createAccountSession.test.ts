import { ApiError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { createFakeUserServer, lea, offline } from '../testing/createFakeUserServer';
import { NOW, setupSession, storedSession } from '../testing/setupSession';
import { accountMessages } from './accountMessages';
import { createAccountSession } from './createAccountSession';
import { isLoggedIn } from './isLoggedIn';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';

const cachedProfile = { ...lea.profile, firstname: 'Léa (cached)' };

function restoredWorld(parts: { refreshToken?: unknown; user?: unknown } = { user: cachedProfile }) {
  const world = setupSession(storedSession({ token: 'stored-token', ...parts }));
  world.server.tokens.set('stored-token', lea.email);
  return world;
}

async function loggedInWorld() {
  const world = setupSession();
  await world.session.restore();
  await world.session.login({ email: lea.email, password: lea.password });
  world.events.length = 0;
  return world;
}

describe('restoring the session at start (SPEC §4)', () => {
  it('before the stored session is read back, the session is restoring and nobody is logged in', () => {
    const { session } = setupSession();
    expect(session.getState()).toEqual({
      status: 'restoring',
      token: null,
      refreshToken: null,
      profile: null,
      sessionStartedAt: null,
      orders: null,
    });
    expect(isLoggedIn(session.getState())).toBe(false);
  });

  it('with a stored token the shopper is authorised at once with the cached profile, then the profile is refetched', async () => {
    const { session, events, server } = restoredWorld({ refreshToken: 'stored-refresh', user: cachedProfile });
    const restored = session.restore();
    expect(session.getState()).toMatchObject({
      status: 'authorized',
      token: 'stored-token',
      refreshToken: 'stored-refresh',
      profile: cachedProfile,
      sessionStartedAt: NOW,
    });
    expect(events).toEqual([{ type: 'authorized' }]);
    await restored;
    expect(session.getState().profile?.firstname).toBe('Léa');
    expect(server.received).toEqual([
      { method: 'me', token: 'stored-token' },
      { method: 'orderHistory', token: 'stored-token' },
    ]);
  });

  it('the refetched profile replaces the cached one in storage', async () => {
    const { session, storage } = restoredWorld();
    await session.restore();
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toMatchObject({ firstname: 'Léa' });
  });

  it('without a stored token the session is anonymous and a not-authorized event fires', async () => {
    const { session, events, server } = setupSession(storedSession({ user: cachedProfile }));
    await session.restore();
    expect(session.getState().status).toBe('anonymous');
    expect(session.getState().profile).toBeNull();
    expect(events).toEqual([{ type: 'not-authorized' }]);
    expect(server.calls()).toEqual([]);
  });

  it('without storage (server rendering) the session is anonymous', async () => {
    const { session } = setupSession();
    await session.restore();
    expect(session.getState().status).toBe('anonymous');
  });

  it('a stored token the server no longer accepts ends the session silently', async () => {
    const { session, events, server, storage } = restoredWorld();
    server.tokens.clear();
    await session.restore();
    expect(session.getState().status).toBe('anonymous');
    expect(events).toEqual([{ type: 'authorized' }, { type: 'logout', silent: true }]);
    expect(storage.entries.size).toBe(0);
  });

  it('offline at start, the session and its cached profile are kept', async () => {
    const { session, server, events } = restoredWorld();
    server.failNext('me', offline());
    await session.restore();
    expect(session.getState()).toMatchObject({ status: 'authorized', profile: cachedProfile });
    expect(events).toEqual([{ type: 'authorized' }]);
  });

  it('a damaged cached profile does not end the session; the profile is refetched', async () => {
    const { session, storage } = restoredWorld({ user: { id: 'seven' } });
    const restored = session.restore();
    expect(session.getState()).toMatchObject({ status: 'authorized', profile: null });
    expect(storage.getItem(SESSION_STORAGE_KEYS.user)).toBeNull();
    await restored;
    expect(session.getState().profile?.email).toBe(lea.email);
  });

  it('restore runs once', async () => {
    const { session, server } = restoredWorld();
    await Promise.all([session.restore(), session.restore()]);
    await session.restore();
    expect(server.calls()).toEqual(['me', 'orderHistory']);
  });

  it('a logout during the refetch is not undone by its late answer', async () => {
    const { session, server } = restoredWorld();
    const release = server.hold('me');
    const restored = session.restore();
    server.failNext('logout', offline());
    await session.logout();
    release();
    await restored;
    expect(session.getState().status).toBe('anonymous');
    expect(session.getState().profile).toBeNull();
  });

  it('a storage that throws leaves the session working in memory', async () => {
    const server = createFakeUserServer();
    const refuse = () => {
      throw new Error('SecurityError');
    };
    const session = createAccountSession({
      client: { user: server.userClient(() => session.getToken()) },
      storage: { getItem: refuse, setItem: refuse, removeItem: refuse },
    });
    await session.restore();
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({ ok: true });
    expect(session.getState().status).toBe('authorized');
    await session.logout();
    expect(session.getState().status).toBe('anonymous');
  });
});

describe('login (SPEC §4)', () => {
  it('a login stores the token and refresh token, loads the profile and emits login', async () => {
    const { session, events, storage, server } = setupSession();
    await session.restore();
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({ ok: true });
    expect(session.getState()).toEqual({
      status: 'authorized',
      token: 'token-1',
      refreshToken: 'refresh-1',
      profile: lea.profile,
      sessionStartedAt: NOW,
      orders: { items: [], totalCount: 0, page: 1 },
    });
    expect(events).toEqual([{ type: 'not-authorized' }, { type: 'login' }]);
    expect(server.received).toEqual([
      { method: 'login', token: null },
      { method: 'me', token: 'token-1' },
      { method: 'orderHistory', token: 'token-1' },
    ]);
    expect(Object.fromEntries(storage.entries)).toEqual(
      storedSession({ token: 'token-1', refreshToken: 'refresh-1', user: lea.profile }),
    );
  });

  it('subscribers never see a logged-in state without its profile', async () => {
    const { session, states } = setupSession();
    await session.login({ email: lea.email, password: lea.password });
    expect(states.filter((state) => state.status === 'authorized').every((state) => state.profile !== null)).toBe(true);
  });

  it('the profile is loaded from the server, never from the cache', async () => {
    const { session } = restoredWorld();
    await session.login({ email: lea.email, password: lea.password });
    expect(session.getState().profile).toEqual(lea.profile);
  });

  it('a wrong password and an unknown e-mail get the same message, which never says whether the e-mail exists', async () => {
    const { session, events } = setupSession();
    const wrongPassword = await session.login({ email: lea.email, password: 'not-her-password' });
    const unknownEmail = await session.login({ email: 'nobody@example.fr', password: lea.password });
    expect(wrongPassword).toEqual({ ok: false, reason: 'invalid', message: accountMessages.signInIncorrect });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(events).toEqual([]);
    expect(session.getToken()).toBeNull();
  });

  it('an e-mail the contract refuses gets the same answer as a wrong one', async () => {
    const { session } = setupSession();
    expect(await session.login({ email: 'not-an-email', password: 'x' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: accountMessages.signInIncorrect,
    });
  });

  it('too many attempts answer locked, with the wait the API gave', async () => {
    const { session, server } = setupSession();
    server.failNext(
      'login',
      new ApiError({
        status: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many sign-in attempts. Please try again in 15 minute(s).',
        result: { message: 'Too many sign-in attempts.', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900 },
      }),
    );
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({
      ok: false,
      reason: 'locked',
      message: accountMessages.signInIncorrect,
      retryAfterSeconds: 900,
    });
  });

  it('offline, the login answers offline and changes nothing', async () => {
    const { session, server, storage } = setupSession();
    await session.restore();
    server.failNext('login', offline());
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({
      ok: false,
      reason: 'offline',
      message: accountMessages.offline,
    });
    expect(session.getState().status).toBe('anonymous');
    expect(storage.entries.size).toBe(0);
  });

  it('a server error answers failed', async () => {
    const { session, server } = setupSession();
    server.failNext('login', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({
      ok: false,
      reason: 'failed',
      message: accountMessages.somethingWentWrong,
    });
  });

  it('a profile that cannot be loaded after the login clears the user and revokes the new session', async () => {
    const { session, server, storage, events } = setupSession();
    await session.restore();
    server.failNext('me', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({
      ok: false,
      reason: 'failed',
      message: accountMessages.somethingWentWrong,
    });
    expect(session.getState().status).toBe('anonymous');
    expect(session.getToken()).toBeNull();
    expect(storage.entries.size).toBe(0);
    expect(server.received.at(-1)).toEqual({ method: 'logout', token: 'token-1' });
    expect(server.tokens.has('token-1')).toBe(false);
    expect(events).toEqual([{ type: 'not-authorized' }]);
  });

  it('a login over a session whose new profile cannot be loaded logs the old one out silently', async () => {
    const { session, server, events } = await loggedInWorld();
    server.failNext('me', offline());
    expect(await session.login({ email: lea.email, password: lea.password })).toMatchObject({ reason: 'offline' });
    expect(session.getState().status).toBe('anonymous');
    expect(events).toEqual([{ type: 'logout', silent: true }]);
  });
});

describe('register', () => {
  const newcomer = { email: 'hugo@example.fr', firstname: 'Hugo', lastname: 'Petit', password: 'cuve-souple-1' };

  it('registering creates the account and logs in with it', async () => {
    const { session, server, events } = setupSession();
    expect(await session.register(newcomer)).toEqual({ ok: true });
    expect(server.calls()).toEqual(['create', 'login', 'me', 'orderHistory']);
    expect(session.getState()).toMatchObject({ status: 'authorized', profile: { email: 'hugo@example.fr' } });
    expect(events).toEqual([{ type: 'login' }]);
  });

  it('the addresses given are sent with the account', async () => {
    const server = createFakeUserServer();
    const address = {
      firstname: 'Hugo',
      lastname: 'Petit',
      street: ['2 chemin des Puits'],
      city: 'Agen',
      postcode: '47000',
      country_id: 'FR',
    };
    let sent: unknown;
    const user = server.userClient(() => session.getToken());
    const session = createAccountSession({
      client: {
        user: {
          ...user,
          create: (request) => {
            sent = request;
            return user.create(request);
          },
        },
      },
    });
    await session.register({ ...newcomer, addresses: [address] });
    expect(sent).toEqual({
      customer: { email: newcomer.email, firstname: 'Hugo', lastname: 'Petit', addresses: [address] },
      password: newcomer.password,
    });
  });

  it('an e-mail that already has an account is refused with the SPEC text', async () => {
    const { session } = setupSession();
    expect(await session.register({ ...newcomer, email: lea.email })).toEqual({
      ok: false,
      reason: 'email-taken',
      message: accountMessages.emailTaken,
    });
    expect(session.getToken()).toBeNull();
  });

  it('details the contract refuses are not sent, and the rule is named', async () => {
    const { session, server } = setupSession();
    expect(await session.register({ ...newcomer, password: 'short' })).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Password must be at least 8 characters.',
    });
    expect(server.accounts.has(newcomer.email)).toBe(false);
  });

  it('a password the API finds too easy to guess is refused with its own text (issue 19)', async () => {
    const { session, server } = setupSession();
    server.failNext(
      'create',
      new ApiError({ status: 400, code: 'PASSWORD_TOO_WEAK', message: 'This password is too easy to guess.' }),
    );
    expect(await session.register({ ...newcomer, password: 'password' })).toEqual({
      ok: false,
      reason: 'rejected',
      message: accountMessages.passwordTooWeak,
    });
    expect(session.getToken()).toBeNull();
  });

  it('offline, registering answers offline', async () => {
    const { session, server } = setupSession();
    server.failNext('create', offline());
    expect(await session.register(newcomer)).toMatchObject({ ok: false, reason: 'offline' });
  });
});

describe('logout (SPEC §4)', () => {
  it('logout ends the server session, clears tokens, profile and storage, and emits logout', async () => {
    const { session, server, storage, events } = await loggedInWorld();
    await session.logout();
    expect(server.received.at(-1)).toEqual({ method: 'logout', token: 'token-1' });
    expect(server.tokens.size).toBe(0);
    expect(session.getState()).toEqual({
      status: 'anonymous',
      token: null,
      refreshToken: null,
      profile: null,
      sessionStartedAt: null,
      orders: null,
    });
    expect(storage.entries.size).toBe(0);
    expect(events).toEqual([{ type: 'logout', silent: false }]);
  });

  it('a silent logout says so in its event', async () => {
    const { session, events } = await loggedInWorld();
    await session.logout({ silent: true });
    expect(events).toEqual([{ type: 'logout', silent: true }]);
  });

  it('offline, logout still forgets the session', async () => {
    const { session, server, storage } = await loggedInWorld();
    server.failNext('logout', offline());
    await session.logout();
    expect(session.getState().status).toBe('anonymous');
    expect(storage.entries.size).toBe(0);
  });

  it('two logouts at once end the session once', async () => {
    const { session, server, events } = await loggedInWorld();
    await Promise.all([session.logout(), session.logout()]);
    expect(server.calls().filter((call) => call === 'logout')).toHaveLength(1);
    expect(events).toEqual([{ type: 'logout', silent: false }]);
  });

  it('a logout without a session calls nothing on the server and still tells the shop', async () => {
    const { session, server, events } = setupSession();
    await session.logout();
    expect(server.calls()).toEqual([]);
    expect(events).toEqual([{ type: 'logout', silent: false }]);
  });

  it('the logged-out notice is the SPEC text', () => {
    expect(accountMessages.loggedOut).toBe("You're logged out");
  });
});

describe('tokens for the API client', () => {
  it('getToken and getRefreshToken give the current tokens', async () => {
    const { session } = await loggedInWorld();
    expect([session.getToken(), session.getRefreshToken()]).toEqual(['token-1', 'refresh-1']);
  });

  it('refreshed tokens are kept and stored', async () => {
    const { session, storage, states } = await loggedInWorld();
    session.onTokensRefreshed({ token: 'token-9', refreshToken: 'refresh-9' });
    expect(session.getState()).toMatchObject({ token: 'token-9', refreshToken: 'refresh-9', profile: lea.profile });
    expect(states.at(-1)?.token).toBe('token-9');
    expect(storage.getItem(SESSION_STORAGE_KEYS.token)).toBe('"token-9"');
    expect(storage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBe('"refresh-9"');
  });

  it('tokens refreshed after the session ended are not kept', async () => {
    const { session, storage } = await loggedInWorld();
    await session.logout();
    session.onTokensRefreshed({ token: 'token-9', refreshToken: 'refresh-9' });
    expect(session.getToken()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });
});

describe('expiry (SPEC §8 "Session and sync")', () => {
  it('an expired session logs out silently, then emits expired for the sign-up modal', async () => {
    const { session, events, storage } = await loggedInWorld();
    session.expire();
    expect(session.getState().status).toBe('anonymous');
    expect(storage.entries.size).toBe(0);
    expect(events).toEqual([{ type: 'logout', silent: true }, { type: 'expired' }]);
  });

  it('expiry without a session does nothing', async () => {
    const { session, events } = setupSession();
    await session.restore();
    events.length = 0;
    session.expire();
    expect(events).toEqual([]);
  });

  it('expiry while the shopper logs out does not open the sign-up modal', async () => {
    const { session, server, events } = await loggedInWorld();
    const release = server.hold('logout');
    const loggingOut = session.logout();
    session.expire();
    release();
    await loggingOut;
    expect(events).toEqual([{ type: 'logout', silent: false }]);
  });
});
