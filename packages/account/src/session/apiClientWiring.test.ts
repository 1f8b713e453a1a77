import { createApiClient } from '@citerne/core-api';
import { createMemoryStorage } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { lea } from '../testing/createFakeUserServer';
import { createAccountSession } from './createAccountSession';
import type { SessionEvent } from './SessionEvent';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';

/** A tiny user API behind `fetch`: the token `expired` gets 401, `refresh-ok` refreshes, anything else fails. */
function userApi() {
  const seen: string[] = [];
  const answer = (code: number, result: unknown, meta?: unknown) =>
    new Response(JSON.stringify({ code, result, meta }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const auth = new Headers(init?.headers).get('authorization');
    seen.push(`${init?.method ?? 'GET'} ${url.pathname} ${auth ?? '-'}`);
    if (url.pathname === '/api/user/login') return answer(200, 'expired', { refreshToken: 'refresh-ok' });
    if (url.pathname === '/api/user/me') {
      return auth === 'Bearer fresh' ? answer(200, lea.profile) : answer(401, 'The token has expired.');
    }
    if (url.pathname === '/api/user/refresh') {
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      return refreshToken === 'refresh-ok'
        ? answer(200, 'fresh', { refreshToken: 'refresh-next' })
        : answer(401, 'The refresh token is not valid.');
    }
    return answer(404, 'Not found');
  };
  return { fetch, seen };
}

function wiredSession(stored: Record<string, string> = {}) {
  const api = userApi();
  const storage = createMemoryStorage(stored);
  const events: SessionEvent[] = [];
  // The wiring the README documents.
  const client = createApiClient({
    baseUrl: 'https://shop.test',
    fetch: api.fetch,
    lockRetryWaitMs: 1,
    getToken: () => session.getToken(),
    getRefreshToken: () => session.getRefreshToken(),
    onTokensRefreshed: (tokens) => session.onTokensRefreshed(tokens),
    onSessionExpired: () => session.expire(),
  });
  const session = createAccountSession({ client, storage });
  session.on((event) => events.push(event));
  return { session, storage, events, api };
}

describe('wired to the API client of @citerne/core-api', () => {
  it('a token refreshed by the client on a 401 is kept by the session and stored', async () => {
    const { session, storage, events } = wiredSession();
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({ ok: true });
    expect(session.getState()).toMatchObject({ token: 'fresh', refreshToken: 'refresh-next', profile: lea.profile });
    expect(storage.getItem(SESSION_STORAGE_KEYS.token)).toBe('"fresh"');
    expect(events).toEqual([{ type: 'login' }]);
  });

  it('a stored session whose refresh fails ends silently at start and the sign-up modal is asked for', async () => {
    const { session, storage, events } = wiredSession({
      [SESSION_STORAGE_KEYS.token]: '"expired"',
      [SESSION_STORAGE_KEYS.refreshToken]: '"revoked"',
    });
    await session.restore();
    expect(session.getState().status).toBe('anonymous');
    expect(storage.entries.size).toBe(0);
    expect(events).toEqual([{ type: 'authorized' }, { type: 'logout', silent: true }, { type: 'expired' }]);
  });
});
