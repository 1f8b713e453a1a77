import type { SessionState } from '@citerne/account';
import { atom } from 'jotai';

/**
 * The shopper's session as the pages see it (`@citerne/account`'s state), `null` until the session code has loaded
 * after the first paint: a page treats `null` like a session still being restored.
 */
export const sessionStateAtom = atom<SessionState | null>(null);
