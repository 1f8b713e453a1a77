import { TokenSchema, UserProfileSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { StorageLike } from './StorageLike';
import type { StoredSession } from './StoredSession';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';
import { writeStoredSession } from './writeStoredSession';

const empty: StoredSession = { token: null, refreshToken: null, profile: null };

function forget(storage: StorageLike, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // The storage is unusable (private mode): nothing is kept anyway.
  }
}

function readEntry<S extends v.GenericSchema>(storage: StorageLike, key: string, schema: S): v.InferOutput<S> | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  forget(storage, key);
  return null;
}

/**
 * Reads the cached session back (SPEC §4 "Session": the cached user and token are loaded at start). Each part is
 * validated and a damaged part is removed from storage. Without a usable token there is no session: every key is
 * removed. A damaged cached profile alone does not end the session; the profile is refetched anyway.
 * @example
 * const { token, profile } = readStoredSession(window.localStorage);
 */
export function readStoredSession(storage: StorageLike): StoredSession {
  const token = readEntry(storage, SESSION_STORAGE_KEYS.token, TokenSchema);
  if (token === null) {
    writeStoredSession(storage, empty);
    return empty;
  }
  return {
    token,
    refreshToken: readEntry(storage, SESSION_STORAGE_KEYS.refreshToken, TokenSchema),
    profile: readEntry(storage, SESSION_STORAGE_KEYS.user, UserProfileSchema),
  };
}
