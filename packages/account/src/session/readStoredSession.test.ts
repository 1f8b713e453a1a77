import { TokenSchema } from '@citerne/core-api/contract';
import { createMemoryStorage } from '@repo/test-utils';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFakeUserServer, lea } from '../testing/createFakeUserServer';
import { setupSession, storedSession } from '../testing/setupSession';
import { createAccountSession } from './createAccountSession';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';

const keys = Object.values(SESSION_STORAGE_KEYS);

/** Whatever an older version, an extension or a half-written entry may have left under a key. */
const storedText = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constantFrom('', 'null', '"   "', '{"token":"x"}', 'undefined', '[object Object]', '"token-1"', '42'),
  fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.record({ id: fc.anything(), email: fc.anything() }).map((value) => JSON.stringify(value)),
);
const storedEntries = fc.dictionary(fc.constantFrom(...keys), storedText);

describe('reading the stored session back', () => {
  it('any stored garbage restores without throwing; without a valid token it is anonymous and the storage is cleaned', async () => {
    await fc.assert(
      fc.asyncProperty(storedEntries, async (entries) => {
        const { session, storage } = setupSession(entries);
        await session.restore();
        const state = session.getState();
        const tokenText = entries[SESSION_STORAGE_KEYS.token];
        let stored: unknown;
        try {
          stored = tokenText === undefined ? undefined : JSON.parse(tokenText);
        } catch {
          stored = undefined;
        }
        if (v.is(TokenSchema, stored)) {
          // A token the server does not know: the refetch answers 401 and ends the session silently.
          expect(state.status).toBe('anonymous');
        } else {
          expect(state).toMatchObject({ status: 'anonymous', token: null, profile: null });
        }
        for (const key of keys) expect(storage.getItem(key)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('with a valid token, every other damaged part is dropped from storage and the session starts', async () => {
    await fc.assert(
      fc.asyncProperty(storedEntries, async (entries) => {
        const { session, server, storage } = setupSession({
          ...entries,
          ...storedSession({ token: 'stored-token' }),
        });
        server.tokens.set('stored-token', lea.email);
        const restored = session.restore();
        const { status, refreshToken, profile } = session.getState();
        expect(status).toBe('authorized');
        expect(refreshToken === null || v.is(TokenSchema, refreshToken)).toBe(true);
        expect(profile === null || typeof profile.email === 'string').toBe(true);
        if (refreshToken === null) expect(storage.getItem(SESSION_STORAGE_KEYS.refreshToken)).toBeNull();
        await restored;
        expect(session.getState().profile).toEqual(lea.profile);
      }),
      { numRuns: 200 },
    );
  });

  it('the session is stored as JSON values under the SPEC keys', async () => {
    const storage = createMemoryStorage();
    const server = createFakeUserServer();
    const session = createAccountSession({ client: { user: server.userClient(() => session.getToken()) }, storage });
    await session.login({ email: lea.email, password: lea.password });
    expect(SESSION_STORAGE_KEYS).toEqual({
      user: 'current-user',
      token: 'current-token',
      refreshToken: 'current-refresh-token',
    });
    expect(JSON.parse(storage.getItem('current-token') ?? '')).toBe('token-1');
    expect(JSON.parse(storage.getItem('current-refresh-token') ?? '')).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('current-user') ?? '')).toEqual(lea.profile);
  });
});
