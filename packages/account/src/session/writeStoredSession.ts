import type { StorageLike } from './StorageLike';
import type { StoredSession } from './StoredSession';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';

/**
 * Saves the session under `current-token`, `current-refresh-token` and `current-user` (JSON); a null part is
 * removed. A failing write (quota, private mode) is ignored: the session keeps working in memory.
 * @example
 * writeStoredSession(window.localStorage, { token: null, refreshToken: null, profile: null }); // forgets the session
 */
export function writeStoredSession(storage: StorageLike, session: StoredSession): void {
  const entries: [string, unknown][] = [
    [SESSION_STORAGE_KEYS.token, session.token],
    [SESSION_STORAGE_KEYS.refreshToken, session.refreshToken],
    [SESSION_STORAGE_KEYS.user, session.profile],
  ];
  for (const [key, value] of entries) {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      // Kept in memory only; the next visit starts anonymous.
    }
  }
}
