/**
 * The local storage keys of the session (SPEC §4 "Session": the cached user and token loaded at start),
 * each holding a JSON value.
 * @example
 * localStorage.getItem(SESSION_STORAGE_KEYS.token);
 */
export const SESSION_STORAGE_KEYS = {
  user: 'current-user',
  token: 'current-token',
  refreshToken: 'current-refresh-token',
} as const;
