import { useContext, useSyncExternalStore } from 'react';
import type { AccountSession } from '../session/createAccountSession';
import { restoringState, type SessionState } from '../session/SessionState';
import { AccountSessionContext } from './AccountSessionContext';

/** What {@link useAccountSession} gives: the session (to log in and out) and its current state. */
export interface UseAccountSessionResult {
  readonly session: AccountSession;
  readonly state: SessionState;
}

const serverSnapshot = () => restoringState;

/**
 * The session of the nearest {@link AccountSessionProvider} and its state, re-rendering on every change. While
 * hydrating it gives the `restoring` state the server rendered, so the markup matches; throws a clear error outside
 * a provider.
 * @example
 * const { state, session } = useAccountSession();
 * return isLoggedIn(state) ? <button onClick={() => session.logout()}>Log out</button> : <LoginLink />;
 */
export function useAccountSession(): UseAccountSessionResult {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error('useAccountSession must be used inside <AccountSessionProvider session={…}>.');
  const state = useSyncExternalStore(session.subscribe, session.getState, serverSnapshot);
  return { session, state };
}
